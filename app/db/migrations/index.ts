import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./0001_leads";
import * as m0002 from "./0002_rate_limits";
import * as m0003 from "./0003_form_guard";
import * as m0004 from "./0004_bookings";
import * as m0005 from "./0005_sales_console";
import * as m0006 from "./0006_language";
import * as m0007 from "./0007_booking_followups";
import * as m0010 from "./0010_visit_counts";
import * as m0011 from "./0011_presenters";
import * as m0012 from "./0012_outcomes";
import * as m0013 from "./0013_meeting_links";
import * as m0014 from "./0014_reminders";
import * as m0015 from "./0015_calendar_feeds";
import * as m0016 from "./0016_phone_e164";
import * as m0017 from "./0017_routing_rules";
import * as m0018 from "./0018_next_steps";
import * as m0019 from "./0019_saved_views";
import * as m0020 from "./0020_one_person_one_lead";
import * as m0021 from "./0021_inbox_sort_index";
import * as m0022 from "./0022_lead_search_index";
import * as m0024 from "./0024_presenter_load_index";
import * as m0025 from "./0025_presenter_loads";
import * as m0026 from "./0026_calendar_feed_failures";
import * as m0028 from "./0028_booking_interval_index";
import * as m0029 from "./0029_visit_clients";
import * as m0033 from "./0033_people_apart";

// The server is bundled by Vite, so there is no migrations folder to read at run time: every
// migration is imported here. Names sort in the order they run; never rename or edit a shipped one.
const migrations: Record<string, Migration> = {
  "0001_leads": m0001,
  "0002_rate_limits": m0002,
  "0003_form_guard": m0003,
  "0004_bookings": m0004,
  "0005_sales_console": m0005,
  "0006_language": m0006,
  "0007_booking_followups": m0007,
  "0010_visit_counts": m0010,
  "0011_presenters": m0011,
  "0012_outcomes": m0012,
  "0013_meeting_links": m0013,
  "0014_reminders": m0014,
  "0015_calendar_feeds": m0015,
  "0016_phone_e164": m0016,
  "0017_routing_rules": m0017,
  "0018_next_steps": m0018,
  "0019_saved_views": m0019,
  "0020_one_person_one_lead": m0020,
  "0021_inbox_sort_index": m0021,
  "0022_lead_search_index": m0022,
  "0024_presenter_load_index": m0024,
  "0025_presenter_loads": m0025,
  "0026_calendar_feed_failures": m0026,
  "0028_booking_interval_index": m0028,
  "0029_visit_clients": m0029,
  "0033_people_apart": m0033,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

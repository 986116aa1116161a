import {
  BedDouble,
  BookOpen,
  Briefcase,
  Bus,
  CalendarClock,
  ChartColumn,
  ClipboardCheck,
  FileCheck2,
  GraduationCap,
  Wallet,
  type LucideProps,
} from "lucide-react";
import type { ModuleIcon as ModuleIconName } from "~/content/modules";

const icons = {
  admissions: ClipboardCheck,
  students: GraduationCap,
  scheduling: CalendarClock,
  exams: FileCheck2,
  fees: Wallet,
  payroll: Briefcase,
  library: BookOpen,
  hostel: BedDouble,
  transport: Bus,
  analytics: ChartColumn,
} satisfies Record<ModuleIconName, unknown>;

/** One lucide icon per module, at the site's one stroke width; decorative, so hidden from screen readers. */
export function ModuleIcon({ name, ...props }: { name: ModuleIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon strokeWidth={1.75} aria-hidden="true" focusable="false" {...props} />;
}

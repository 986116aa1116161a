import { runPageScript } from "./run-page-script";

// The script of every page without a script of its own (ADR 008).
runPageScript();

import { enhanceEveryPage } from "./every-page";

// The script of every page without a script of its own (ADR 008).
enhanceEveryPage();

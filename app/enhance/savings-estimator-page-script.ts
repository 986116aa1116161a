import { runPageScript } from "./run-page-script";
import { enhanceSavingsEstimator } from "./savings-estimator";

// The script of /pricing: every page's behaviours and the savings estimator (ADR 010), in one file.
runPageScript(enhanceSavingsEstimator);

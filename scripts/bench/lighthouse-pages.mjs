// Lighthouse (mobile preset, simulated throttling) over every page; the median of N runs per page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags } from "../shared/local-machine.mjs";

const chromeFlags = ["--headless=new", ...chromiumFlags];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function summarise(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    // The other three categories PageSpeed reports; absent when a run asked for performance only.
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    // What is left once little JavaScript runs: the browser's own work on the document.
    elements: lhr.audits["dom-size"]?.numericValue ?? 0,
    styleLayout:
      lhr.audits["mainthread-work-breakdown"]?.details?.items?.find((i) => i.group === "styleLayout")?.duration ?? 0,
    jsBytes: bytes("script"),
    totalBytes: bytes("total"),
  };
}

/**
 * Runs Lighthouse `runs` times per path and returns one row of medians per path. Each run opens a
 * new tab and starts it from about:blank, as PageSpeed Insights does (ADR 018). `blankPage` swaps
 * that start page, for a control only: a page of the site's own origin lets the measured load reuse
 * its renderer. `categories`: all four by default, as PageSpeed reports them. `extraChromeFlags`: the
 * TLS proxy's run (bench/through-proxy.mjs) accepts its throwaway certificate.
 */
export async function lighthousePages(
  baseUrl,
  paths,
  runs,
  chromePath,
  { blankPage, categories = ["performance", "accessibility", "best-practices", "seo"], extraChromeFlags = [] } = {},
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags, ...extraChromeFlags] });
  const rows = [];
  try {
    for (const path of paths) {
      const samples = [];
      for (let attempt = 0; samples.length < runs; attempt++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          // Accessibility, best practices and SEO do not vary from run to run: audited in the first
          // run only, which keeps a full bench of every page inside the hour.
          onlyCategories: samples.length === 0 || !categories.includes("performance") ? categories : ["performance"],
          ...(blankPage ? { blankPage } : {}),
        });
        // A run Lighthouse itself gave up on (a trace it could not read) has no metrics: run it again.
        const failure =
          result?.lhr.runtimeError ??
          (result?.lhr.audits["cumulative-layout-shift"]?.numericValue === undefined
            ? { code: "NO_METRICS" }
            : undefined);
        if (!failure) samples.push(summarise(result.lhr));
        else if (attempt >= runs + 2)
          throw new Error(`Lighthouse failed on ${path}: ${failure.code} ${failure.message ?? ""}`);
        else console.warn(`  ${path}: run discarded (${failure.code}${failure.message ? `: ${failure.message}` : ""})`);
      }
      const row = { path };
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
      for (const key of ["accessibility", "bestPractices", "seo"]) row[key] = samples[0][key];
      rows.push(row);
      console.log(
        `  ${path}: performance ${row.score}, a11y ${row.accessibility}, BP ${row.bestPractices}, SEO ${row.seo}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

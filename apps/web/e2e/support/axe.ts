import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.2 levels A and AA, with the criteria added by 2.1 and 2.2. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every axe rule of those levels, switched on one by one: axe leaves some of them out by default
 * (`target-size` is disabled, `label-content-name-mismatch` and others are experimental).
 */
export const WCAG_22_AA_RULES = axe.getRules(WCAG_22_AA_TAGS).map((rule) => rule.ruleId);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      - ${node.target.join(' ')}\n        ${node.failureSummary?.replaceAll('\n', '\n        ')}`,
        )
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is now — its default rules and every rule of WCAG 2.2 A and AA — and
 * fails the test on serious or critical violations. The failure is soft, so one run reports the
 * violations of every screen a test visits.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string, testInfo?: TestInfo) {
  const rules = Object.fromEntries(WCAG_22_AA_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = results.violations.filter((v) => !serious.includes(v));
  if (minor.length > 0 && testInfo) {
    await testInfo.attach(`axe-minor-${screen}`, { body: describe(minor), contentType: 'text/plain' });
  }
  expect
    .soft(serious.length, `axe on "${screen}" found serious/critical violations:\n${describe(serious)}\n`)
    .toBe(0);
  // Guard against an empty page passing trivially.
  expect.soft(results.passes.length, `axe on "${screen}" checked nothing`).toBeGreaterThan(0);
}

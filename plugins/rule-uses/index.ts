/**
 * rule-uses: not a plugin of its own, the way deferred-content and
 * server-js-target change the loaders of the bundler's rules.
 *
 * The docs and blog plugins give both compilers (client and server) the same
 * rule objects, so a rule is never changed in place: a rule whose loaders
 * change is replaced by a copy in the list of the compiler being configured,
 * and so is a `oneOf` rule around it.
 */

/** One entry of a rule's `use` list. */
export type LoaderItem = string | {loader?: unknown; options?: unknown};

/**
 * Gives the `use` list of each rule in `rules` (within `oneOf` rules too) to
 * `rewrite`, which returns a new list, or undefined to leave the rule as it
 * is. Returns how many rules were rewritten.
 */
export function rewriteRuleUses(rules: unknown[], rewrite: (use: LoaderItem[]) => LoaderItem[] | undefined): number {
  let count = 0;
  rules.forEach((rule, index) => {
    if (!rule || typeof rule !== 'object') return;
    const {use, oneOf} = rule as {use?: unknown; oneOf?: unknown};
    if (Array.isArray(oneOf)) {
      const copy = [...oneOf];
      const inner = rewriteRuleUses(copy, rewrite);
      if (inner > 0) rules[index] = {...rule, oneOf: copy};
      count += inner;
      return;
    }
    if (!Array.isArray(use)) return;
    const rewritten = rewrite(use as LoaderItem[]);
    if (rewritten === undefined) return;
    rules[index] = {...rule, use: rewritten};
    count += 1;
  });
  return count;
}

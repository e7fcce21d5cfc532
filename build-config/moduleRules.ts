/**
 * How sources are compiled, the same for the browser builds and the shell's prerender build:
 * TypeScript and JSX through the built-in SWC loader, CSS, pictures as files.
 */
import type { RuleSetRule } from '@rspack/core';

export const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.json'];

export function moduleRules({ target, development }: { target: string; development?: boolean }): RuleSetRule[] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', ...(development === undefined ? {} : { development }) } },
          target,
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
  ];
}

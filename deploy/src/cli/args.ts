/** A small argv parser: positionals plus `--name value` / `--name=value` / boolean `--flag`. */
import { DeployError } from '@tcm/release';

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
}

const BOOLEAN_FLAGS = new Set(['force', 'dry-run', 'help', 'json', 'no-check', 'once']);

export function parseArgs(argv: string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h') flags.help = true;
    else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) flags[name] = a.slice(eq + 1);
      else if (BOOLEAN_FLAGS.has(name)) flags[name] = true;
      else {
        const value = argv[i + 1];
        if (value === undefined || value.startsWith('--')) throw new DeployError(`--${name} 需要一个值 needs a value`);
        flags[name] = value;
        i++;
      }
    } else positionals.push(a);
  }
  return { positionals, flags };
}

export function flag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name];
  return typeof v === 'string' ? v : undefined;
}

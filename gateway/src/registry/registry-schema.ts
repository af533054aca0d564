// Validation of the remote registry as configured: each remote's name and manifest. Its routes are not
// configured: each remote's build publishes them (area.json, see ./area-source.ts). The types are the
// shell–remote contract in @bullpen/shared.
import { z } from 'zod';
import { CONTRACT_VERSION, isCompatibleContract, type RegistryConfig } from '@bullpen/shared/runtime';
import { summarizeIssues } from '../summarize-issues';

const remoteSchema = z.object({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, 'must be a Module Federation name (letters, digits, _ and -)'),
  manifest: z
    .string()
    .refine((url) => url.startsWith('/') || /^https?:\/\//.test(url), 'must be an origin-relative path or an http(s) URL'),
  label: z.string().optional(),
  upstream: z
    .string()
    .refine((url) => /^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(url), 'must be an http(s) URL such as http://10.0.0.5:9001, without query or fragment')
    .optional(),
  // Other keys are dropped: a registry written before the remotes published their routes lists them too.
});

export const registrySchema = z
  .object({
    contractVersion: z
      .string()
      .refine(
        (version) => isCompatibleContract(version),
        `must be compatible with contract ${CONTRACT_VERSION} (same major version)`,
      ),
    remotes: z.array(remoteSchema),
  })
  .superRefine((registry, ctx) => {
    const names = new Set<string>();
    registry.remotes.forEach((remote, index) => {
      if (names.has(remote.name)) {
        ctx.addIssue({ code: 'custom', path: ['remotes', index, 'name'], message: `"${remote.name}" is listed twice` });
      }
      names.add(remote.name);
      if (remote.upstream !== undefined && !remote.manifest.startsWith(`/mfe/${remote.name}/`)) {
        ctx.addIssue({
          code: 'custom',
          path: ['remotes', index, 'manifest'],
          message: `must be under /mfe/${remote.name}/ when an upstream serves the remote (the gateway forwards that path to it)`,
        });
      }
    });
  }) satisfies z.ZodType<RegistryConfig>;

export type RegistryParseResult = { ok: true; registry: RegistryConfig } | { ok: false; problem: string };

/** Parses a registry document (JSON text); on failure says what is wrong and where. */
export function safeParseRegistry(json: string): RegistryParseResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problem: `is not valid JSON (${(error as SyntaxError).message})` };
  }
  const result = registrySchema.safeParse(value);
  if (!result.success) return { ok: false, problem: `is not a valid registry: ${summarizeIssues(result.error).message}` };
  return { ok: true, registry: result.data };
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

export function parseRegistry(json: string): RegistryConfig {
  const result = safeParseRegistry(json);
  if (!result.ok) throw new RegistryError(`The registry ${result.problem}`);
  return result.registry;
}

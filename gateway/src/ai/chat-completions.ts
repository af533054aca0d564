// Client of an OpenAI-compatible chat-completions service: one JSON reply within a time budget,
// retried once on a network error or a 5xx. The API key goes in the request header and nowhere else.
import type { Logger } from 'pino';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatServiceOptions {
  /** Without a trailing slash, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Budget for the whole call, the retry included. */
  timeoutMs: number;
  /** Upper bound on the reply's length; answer feedback needs little, a generated prep a lot. */
  maxTokens?: number;
}

export interface ChatService {
  /** The content of the first choice; throws an AiServiceError when the service gives none in time. */
  completeJson(messages: ChatMessage[]): Promise<string>;
}

/** Why the service gave no usable reply; the message is safe to log (no key, no answer text). */
export class AiServiceError extends Error {
  override name = 'AiServiceError';

  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'status' | 'reply',
  ) {
    super(message);
  }
}

/** Fixed by the product (spec §7.1): varied but grounded wording. */
export const TEMPERATURE = 0.7;
/** Feedback of 2–3 sentences and 2–3 suggestions fits easily; bounds the cost of a runaway reply. */
export const DEFAULT_MAX_TOKENS = 600;
/** Below this, a retry could not finish in time and is not attempted. */
const MIN_RETRY_BUDGET_MS = 250;

type Attempt = { ok: true; content: string } | { ok: false; error: AiServiceError; retryable: boolean };

export function createChatService(options: ChatServiceOptions, logger: Logger): ChatService {
  const url = `${options.baseUrl}/chat/completions`;

  async function attempt(messages: ChatMessage[], deadline: number): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: TEMPERATURE,
          max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
          response_format: { type: 'json_object' },
        }),
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, error: new AiServiceError(`API error: ${response.status}`, 'status'), retryable: response.status >= 500 };
      }
      const content = readContent(await response.json().catch(() => undefined));
      if (content === undefined) {
        return { ok: false, error: new AiServiceError('The reply has no message content', 'reply'), retryable: false };
      }
      return { ok: true, content };
    } catch (error) {
      if (controller.signal.aborted) {
        return { ok: false, error: new AiServiceError(`No reply within ${options.timeoutMs} ms`, 'timeout'), retryable: false };
      }
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return { ok: false, error: new AiServiceError(`Network error: ${cause}`, 'network'), retryable: true };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async completeJson(messages) {
      const deadline = Date.now() + options.timeoutMs;
      let result = await attempt(messages, deadline);
      if (!result.ok && result.retryable && deadline - Date.now() >= MIN_RETRY_BUDGET_MS) {
        logger.warn({ reason: result.error.message }, 'AI service failed; retrying once');
        result = await attempt(messages, deadline);
      }
      if (!result.ok) throw result.error;
      return result.content;
    },
  };
}

/** `choices[0].message.content` of a chat-completions body, when it is text. */
function readContent(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('choices' in body) || !Array.isArray(body.choices)) return undefined;
  const message: unknown = body.choices[0]?.message;
  if (typeof message !== 'object' || message === null || !('content' in message)) return undefined;
  return typeof message.content === 'string' ? message.content : undefined;
}

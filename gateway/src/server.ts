// Entry point: reads the config, builds the app, listens, and shuts down cleanly on SIGTERM/SIGINT:
// requests in flight finish (or are answered 503 at SHUTDOWN_TIMEOUT_MS), then the database is closed.
import http from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { trackRequests } from './http/graceful-shutdown';
import { createLogger } from './logger';

/** Past the shutdown timeout, how long closing the database and the mail sender may take. */
const CLOSE_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const { app, close } = await createApp(config, { logger }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'the gateway could not start');
    process.exit(1);
  });

  const server = http.createServer(app);
  const stopServer = trackRequests(server);
  server.on('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    logger.info({ host: config.host, port: config.port }, `Bullpen is running at ${config.publicUrl}`);
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down; waiting for requests in flight');
    setTimeout(() => {
      logger.error('the database did not close in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + CLOSE_GRACE_MS).unref();
    const { cutShort } = await stopServer(config.shutdownTimeoutMs);
    if (cutShort) logger.warn({ cutShort }, 'requests still running at the shutdown timeout were answered 503');
    try {
      await close();
    } catch (error) {
      logger.error({ err: error }, 'error while closing the database');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

void main();

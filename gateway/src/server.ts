// Entry point: reads the config, builds the app, listens, and shuts down cleanly on SIGTERM/SIGINT.
import http from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';

/** How long open requests get to finish after a stop signal before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  server.on('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    logger.info({ host: config.host, port: config.port }, `Bullpen is running at ${config.publicUrl}`);
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.warn('requests still open after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error while closing the database');
          process.exit(1);
        },
      );
    });
    // Keep-alive connections with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();

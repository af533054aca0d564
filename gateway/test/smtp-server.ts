// A local SMTP server for tests: speaks just enough SMTP for nodemailer, and can refuse every
// connection or stay silent (a server that hangs) until told otherwise.
import net, { type AddressInfo } from 'node:net';

export type SmtpMode = 'accept' | 'refuse' | 'silent';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  data: string;
}

export interface TestSmtpServer {
  url: string;
  mode: SmtpMode;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Replies to one command; null for the DATA body lines, which the caller collects. */
function reply(command: string, mail: { from: string; to: string[] }): string {
  const verb = command.slice(0, 4).toUpperCase();
  if (verb === 'EHLO' || verb === 'HELO') return '250 test.local';
  if (verb === 'MAIL') {
    mail.from = command.slice(10).trim();
    return '250 OK';
  }
  if (verb === 'RCPT') {
    mail.to.push(command.slice(8).trim());
    return '250 OK';
  }
  if (verb === 'DATA') return '354 End data with <CR><LF>.<CR><LF>';
  if (verb === 'RSET' || verb === 'NOOP') return '250 OK';
  if (verb === 'QUIT') return '221 Bye';
  return '502 Command not implemented';
}

export async function startSmtpServer(mode: SmtpMode): Promise<TestSmtpServer> {
  const sockets = new Set<net.Socket>();
  const state: TestSmtpServer = { url: '', mode, received: [], close: async () => undefined };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket)).on('error', () => socket.destroy());
    if (state.mode === 'silent') return;
    if (state.mode === 'refuse') {
      socket.end('421 test.local Service not available, try again later\r\n');
      return;
    }
    socket.write('220 test.local ESMTP\r\n');
    let buffered = '';
    let mail = { from: '', to: [] as string[] };
    let data: string[] | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          state.received.push({ ...mail, data: data.join('\r\n') });
          mail = { from: '', to: [] };
          data = undefined;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const answer = reply(line, mail);
        if (answer.startsWith('354')) data = [];
        socket.write(`${answer}\r\n`);
        if (answer.startsWith('221')) socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}

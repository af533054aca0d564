// Why an area could not be loaded: the technical message for the console, and what its slot tells people.
export class AreaLoadError extends Error {
  constructor(
    message: string,
    readonly userReason?: string,
  ) {
    super(message);
  }
}

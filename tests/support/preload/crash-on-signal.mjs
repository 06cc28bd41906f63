// Loaded into a test's server process (NODE_OPTIONS=--import): SIGUSR2 throws an error no
// request owns, as a bug in a timer or a library would, so a test can watch the server's answer.
process.on("SIGUSR2", () => {
  setImmediate(() => {
    throw new Error("a failure outside any request (test)");
  });
});

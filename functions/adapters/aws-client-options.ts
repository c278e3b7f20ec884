// The options every AWS SDK client takes: the region, and locally an emulator's endpoint with dummy credentials.

export function awsClientOptions(region: string, endpoint?: string) {
  return endpoint ? { region, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : { region };
}

export async function nginxConf(): Promise<void> {}

from server import EmbeddingServer

REQUESTS = [
    ["reset the env", "episode return was low", "sample a batch", "update target"],
    ["replay buffer full", "policy loss", "value loss", "entropy bonus"],
    ["learning rate warmup", "clip gradients", "log metrics", "save checkpoint"],
    ["evaluate policy", "render frames", "stop training", "resume run"],
]


def main():
    server = EmbeddingServer()
    for batch in REQUESTS:
        out = server.handle(batch)
        print(out.shape, float(out.mean()))


if __name__ == "__main__":
    main()

from server import CompletionServer, Request


def main():
    server = CompletionServer(vocab_size=64)
    incoming = [
        Request(0, 0.7, 40),
        Request(1, 1.0, 10),
        Request(2, 0.9, 5),
        Request(3, 0.8, 40),
        Request(4, 1.2, 20),
        Request(5, 1.0, 50),
    ]
    for req in incoming:
        toks = server.handle(req)
        print(req.prompt_id, toks.tolist())


if __name__ == "__main__":
    main()

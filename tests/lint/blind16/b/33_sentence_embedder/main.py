import jax

from service import SentenceEmbedder


def main():
    svc = SentenceEmbedder(jax.random.PRNGKey(0))
    pairs = [
        ("turn on the lights", "switch the lights on"),
        ("play some jazz", "play jazz music"),
        ("what is the weather", "set an alarm"),
        ("call mom", "phone my mother"),
        ("stop", "pause the song"),
    ]
    for a, b in pairs:
        print(f"{svc.similarity(a, b):+.3f}  {a!r} ~ {b!r}")


if __name__ == "__main__":
    main()

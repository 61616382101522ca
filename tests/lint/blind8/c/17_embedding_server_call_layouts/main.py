import jax

from encoder import init_encoder
from server import EmbeddingServer

DOCS = [
    "how to reset my password",
    "shipping times for international orders",
    "refund policy for damaged items",
    "change the email on my account",
]

QUERIES = ["forgot password", "item arrived broken", "where is my parcel", "update account email"]


def main():
    server = EmbeddingServer(init_encoder(jax.random.PRNGKey(0)))
    server.warmup()
    for q in QUERIES:
        print(f"{q!r:26} -> {server.rank(q, DOCS)[0]!r}")
    print(server.embed(["hello world"]).shape)


if __name__ == "__main__":
    main()

import jax
import numpy as np

from embedder import QueryEmbedder

QUERIES = [
    "red running shoes", "wireless earbuds noise cancelling", "usb c charger 65w",
    "running shoes men", "kids rain boots", "bluetooth speaker waterproof",
    "laptop stand aluminium", "yoga mat thick", "trail running shoes women",
    "phone case clear", "mechanical keyboard", "earbuds for running",
]


def main():
    embedder = QueryEmbedder(jax.random.normal(jax.random.PRNGKey(0), (4096, 32)))
    batch_size = 4
    for start in range(0, len(QUERIES), batch_size):
        batch = QUERIES[start:start + batch_size]
        vecs = np.asarray(embedder.embed(batch))
        sims = vecs @ vecs.T
        print(batch[0], "-> nearest in batch:", batch[int(np.argsort(-sims[0])[1])])


if __name__ == "__main__":
    main()

import itertools

import jax
import numpy as np

from embedder import QueryEmbedder

QUERIES = [
    "red running shoes", "wireless earbuds noise cancelling", "usb c charger 65w",
    "running shoes men", "kids rain boots", "bluetooth speaker waterproof",
    "laptop stand aluminium", "yoga mat thick", "trail running shoes women",
    "phone case clear", "mechanical keyboard", "earbuds for running",
    "rain jacket packable", "running socks",
]


def chunks(iterable, size):
    it = iter(iterable)
    while batch := list(itertools.islice(it, size)):
        yield batch


def main():
    batch_size = 4
    embedder = QueryEmbedder(jax.random.normal(jax.random.PRNGKey(0), (4096, 32)), batch_size)
    for batch in chunks(QUERIES, batch_size):
        vecs = np.asarray(embedder.embed(batch))
        sims = vecs @ vecs.T
        nearest = batch[int(np.argsort(-sims[0])[1])] if len(batch) > 1 else "-"
        print(batch[0], "-> nearest in batch:", nearest)


if __name__ == "__main__":
    main()

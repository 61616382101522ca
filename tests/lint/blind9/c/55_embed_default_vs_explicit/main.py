import jax
import numpy as np

from indexer import build_index
from search import Searcher

VOCAB, DIM, LEN, BATCH = 2000, 24, 16, 32


def token_batches(rng, n):
    for _ in range(n):
        ids = rng.integers(1, VOCAB, size=(BATCH, LEN)).astype(np.int32)
        ids[:, rng.integers(4, LEN):] = 0
        yield ids


def main():
    rng = np.random.default_rng(0)
    table = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, DIM))
    index = build_index(table, token_batches(rng, 3))
    searcher = Searcher(table, index)
    for i, q in enumerate(token_batches(rng, 3)):
        print(f"query batch {i}: top hits of first query {searcher.query(q)[0]}")


if __name__ == "__main__":
    main()

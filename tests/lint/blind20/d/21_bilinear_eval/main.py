import jax
import jax.numpy as jnp
import numpy as np

from evaluate import recall_at_k
from scoring import bilinear_score

DIM = 16
N_DOCS = 32


def main():
    rng = np.random.default_rng(0)
    w = jnp.eye(DIM)
    docs = rng.normal(size=(N_DOCS, DIM)).astype(np.float32)
    for epoch in range(3):
        for _ in range(2):
            gold = rng.integers(0, N_DOCS, size=(8,))
            queries = docs[gold] + 0.3 * rng.normal(size=(8, DIM)).astype(np.float32)
            scores = bilinear_score(w, queries, docs)
            grad_w = jnp.asarray(queries.T @ docs[gold] / 8.0)
            w = w + 0.01 * grad_w
        gold = rng.integers(0, N_DOCS, size=(8,))
        queries = docs[gold] + 0.3 * rng.normal(size=(8, DIM)).astype(np.float32)
        print(epoch, recall_at_k(w, queries, docs, gold))


if __name__ == "__main__":
    main()

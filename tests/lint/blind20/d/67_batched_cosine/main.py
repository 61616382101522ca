import jax.numpy as jnp
import numpy as np

from metrics import hits_at_k

DIM = 16


def main():
    rng = np.random.default_rng(0)
    docs = rng.normal(size=(50, DIM)).astype(np.float32)
    for shard in range(4):
        gold = rng.integers(0, 50, size=(6,))
        queries = docs[gold] + 0.8 * rng.normal(size=(6, DIM)).astype(np.float32)
        print(shard, hits_at_k(queries, docs, jnp.asarray(gold)))


if __name__ == "__main__":
    main()

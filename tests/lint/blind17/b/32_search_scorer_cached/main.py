import jax.numpy as jnp
import numpy as np

from scorer import BM25Plus


def main():
    rng = np.random.default_rng(0)
    counts = jnp.asarray(rng.poisson(0.3, size=(200, 50)).astype(np.float32))
    engine = BM25Plus(counts)
    for _ in range(6):
        query = jnp.asarray(rng.choice(50, size=3, replace=False).astype(np.int32))
        print(query.tolist(), engine.search(query).tolist())


if __name__ == "__main__":
    main()

import jax
import numpy as np

from trainer import LMTrainer

VOCAB, DIM = 40, 16


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "rec": jax.random.normal(k2, (DIM, DIM)) * 0.1}
    rng = np.random.default_rng(0)
    stream = [rng.integers(0, VOCAB, size=20).astype(np.int32) for _ in range(3)]
    LMTrainer(params).fit(stream, epochs=5)


if __name__ == "__main__":
    main()

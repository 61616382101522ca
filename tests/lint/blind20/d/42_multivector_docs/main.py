import jax
import jax.numpy as jnp
import numpy as np

from docs import make_document

DIM = 16


@jax.jit
def max_sim(query, passages, valid):
    sims = passages @ query
    return jnp.where(valid, sims, -jnp.inf).max()


def main():
    rng = np.random.default_rng(3)
    corpus = [make_document(rng, DIM) for _ in range(10)]
    query = rng.normal(size=(DIM,)).astype(np.float32)
    scores = [float(max_sim(query, passages, valid)) for passages, valid in corpus]
    print(int(np.argmax(scores)))


if __name__ == "__main__":
    main()

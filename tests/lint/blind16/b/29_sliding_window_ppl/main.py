import jax
import jax.numpy as jnp
import numpy as np

from evaluate import corpus_perplexity, model
from model import VOCAB


def synthetic_documents(n, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.integers(1, VOCAB, size=int(rng.integers(40, 120))).astype(np.int32) for _ in range(n)]


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8), jnp.int32))
    docs = synthetic_documents(6)
    print("perplexity", round(corpus_perplexity(params, docs), 2))


if __name__ == "__main__":
    main()

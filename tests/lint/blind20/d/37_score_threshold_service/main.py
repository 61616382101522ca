import jax
import jax.numpy as jnp
import numpy as np

from filters import threshold_filter

DIM = 16
K = 8

REQUESTS = [
    {"q": 0, "min_score": 0.25},
    {"q": 1, "min_score": 0.3},
    {"q": 2, "min_score": 0.25},
    {"q": 3, "min_score": 0.35},
    {"q": 4, "min_score": 0.4},
]


@jax.jit
def topk_cosine(docs, query):
    sims = docs @ query / (jnp.linalg.norm(docs, axis=-1) * jnp.linalg.norm(query))
    return jax.lax.top_k(sims, K)


def main():
    rng = np.random.default_rng(0)
    docs = rng.normal(size=(200, DIM)).astype(np.float32)
    for req in REQUESTS:
        query = rng.normal(size=(DIM,)).astype(np.float32)
        scores, ids = topk_cosine(docs, query)
        kept_ids, n_kept = threshold_filter(req["min_score"])(scores, ids)
        print(req["q"], int(n_kept))


if __name__ == "__main__":
    main()

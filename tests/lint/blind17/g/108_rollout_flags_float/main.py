import jax
import jax.numpy as jnp
import numpy as np

from flags import flag


@jax.jit
def rerank(scores, categories, diversity_boost):
    counts = jnp.zeros(8).at[categories].add(1.0)
    penalty = counts[categories] - 1.0
    return jnp.argsort(-(scores - 0.1 * diversity_boost * penalty))[:5]


def main():
    rng = np.random.default_rng(0)
    for region in ("us", "eu", "apac", "us"):
        scores = rng.random(20).astype(np.float32)
        cats = rng.integers(0, 8, 20).astype(np.int32)
        print(region, np.asarray(rerank(scores, cats, flag(region, "diversity_boost"))))


if __name__ == "__main__":
    main()

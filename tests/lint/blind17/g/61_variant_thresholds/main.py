import jax
import jax.numpy as jnp
import numpy as np

from variants import resolve


@jax.jit
def filter_and_rank(scores, freshness, min_score, boost):
    adjusted = scores * (1.0 + (boost - 1.0) * freshness)
    adjusted = jnp.where(scores >= min_score, adjusted, -jnp.inf)
    return jnp.argsort(-adjusted)[:5]


def main():
    rng = np.random.default_rng(0)
    traffic = ["control", "strict", "lenient", "control", "strict", "lenient"]
    for variant in traffic:
        cfg = resolve(variant)
        scores = rng.random(30).astype(np.float32)
        freshness = rng.random(30).astype(np.float32)
        top = filter_and_rank(scores, freshness, cfg["min_score"], cfg["boost"])
        print(variant, np.asarray(top))


if __name__ == "__main__":
    main()

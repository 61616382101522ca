import jax.numpy as jnp
import numpy as np

from pricing import revenue_curve

SKUS = 8


def main():
    rng = np.random.default_rng(1)
    log_a = jnp.asarray(rng.normal(3.0, 0.2, SKUS), jnp.float32)
    elasticity = jnp.asarray(-rng.uniform(1.1, 2.5, SKUS), jnp.float32)
    base = jnp.float32(20.0)
    for resolution in [11, 21, 41, 81]:
        prices, rev = revenue_curve(log_a, elasticity, resolution, base)
        best = prices[jnp.argmax(rev, axis=1)]
        print(resolution, np.round(np.asarray(best[:3]), 2))


if __name__ == "__main__":
    main()

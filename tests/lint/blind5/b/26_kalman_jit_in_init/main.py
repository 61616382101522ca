import jax.numpy as jnp
import numpy as np

from kalman import LocalLevelFilter


def main():
    rng = np.random.default_rng(9)
    level = 100 + np.cumsum(rng.normal(scale=0.5, size=7))
    prices = jnp.asarray(level + rng.normal(scale=1.0, size=7), dtype=jnp.float32)
    kf = LocalLevelFilter(obs_var=1.0, level_var=0.25)
    means, var = kf.filter(prices, jnp.float32(100.0), jnp.float32(10.0))
    print("filtered:", np.asarray(means).round(2))
    print("posterior var:", float(var))


if __name__ == "__main__":
    main()

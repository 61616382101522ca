import jax.numpy as jnp
import numpy as np

from smoother import holt_update, init_levels


def main():
    rng = np.random.default_rng(0)
    level, trend = init_levels(12)
    for week in range(20):
        observed = rng.poisson(60 + week, 12).tolist()
        level, trend = holt_update(level, trend, jnp.asarray(observed))
    print(np.round(np.asarray(level), 1))


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from scorers import get_scorer


def main():
    rng = np.random.default_rng(0)
    traffic = ["homepage", "search", "homepage", "search", "search", "homepage"]
    for i, placement in enumerate(traffic):
        ctr = jnp.asarray(rng.uniform(0, 0.1, (20, 8)), jnp.float32)
        bid = jnp.asarray(rng.uniform(0.5, 3.0, 20), jnp.float32)
        value = get_scorer(placement)(ctr, bid)
        print(i, placement, round(float(value.max()), 4))


if __name__ == "__main__":
    main()

import numpy as np
import jax.numpy as jnp

from values import value_region


def main():
    rng = np.random.default_rng(181)
    for region in ["north", "south", "east", "west", "central"]:
        ages = rng.integers(30, 60, 256)[:, None] + np.arange(25)[None, :]
        qx = jnp.asarray(1e-4 * np.exp(0.088 * (ages - 20)), jnp.float32)
        prem = jnp.asarray(rng.uniform(200, 900, 256), jnp.float32)
        ben = jnp.asarray(rng.choice([1e5, 2e5], 256), jnp.float32)
        v = value_region(qx, prem, ben, 0.03)
        print(region, round(float(v.sum()) / 1e6, 3))


if __name__ == "__main__":
    main()

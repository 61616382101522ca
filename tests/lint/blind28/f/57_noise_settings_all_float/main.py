import jax
import jax.numpy as jnp
import numpy as np

import settings
from sensor import run_split


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 50, 6)).astype(np.float32)
    y = rng.integers(0, 4, 64).astype(np.int32)
    w = jnp.asarray(rng.normal(size=(6, 4)), jnp.float32)
    key = jax.random.PRNGKey(0)
    for rnd in range(2):
        print("train-aug", run_split(w, x, y, key, settings.TRAIN))
        print("eval", run_split(w, x, y, key, settings.EVAL))


if __name__ == "__main__":
    main()

import numpy as np
import jax.numpy as jnp

from sweep import run_trial

GRID = {"width": [16, 32, 64], "seed_repeats": 2}


def main():
    rng = np.random.default_rng(221)
    x = jnp.asarray(rng.normal(size=(512, 8)), jnp.float32)
    y = jnp.asarray(np.log1p(rng.gamma(2.0, 800.0, 512)) - 6.5, jnp.float32)
    for width in GRID["width"]:
        losses = [run_trial(width, x, y) for _ in range(GRID["seed_repeats"])]
        print(width, [round(l, 4) for l in losses])


if __name__ == "__main__":
    main()

from functools import partial

import numpy as np
import jax.numpy as jnp

from rates import so2_molecular

WINES = {"rose": 12.0, "white": 12.5, "red": 14.0, "fortified": 19.0}


def main():
    rng = np.random.default_rng(6)
    for style, abv in WINES.items():
        at_abv = partial(so2_molecular, alcohol=abv)
        free = jnp.asarray(rng.uniform(15, 40, 12), jnp.float32)
        ph = jnp.asarray(rng.uniform(3.1, 3.8, 12), jnp.float32)
        mol = at_abv(free, ph)
        print(f"{style:10s} barrels below 0.5 mg/L molecular: {int((mol < 0.5).sum())}/12")


if __name__ == "__main__":
    main()

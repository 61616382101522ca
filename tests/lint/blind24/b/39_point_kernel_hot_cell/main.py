from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from kernel import point_kernel_dose

SOURCES = {  # Co-60 sources stored in the hot cell, position in cm
    "S1": jnp.array([50.0, 20.0, 100.0]),
    "S2": jnp.array([80.0, -40.0, 100.0]),
    "S3": jnp.array([30.0, 60.0, 120.0]),
}


def main():
    rng = np.random.default_rng(0)
    receptors = jnp.asarray(rng.uniform([200, -200, 0], [600, 200, 200], (500, 3)).astype(np.float32))
    total = jnp.zeros(500)
    for name, pos in SOURCES.items():
        dose_at = jax.jit(partial(point_kernel_dose, source=pos, wall_x=150.0, wall_t=60.0))
        total = total + dose_at(receptors, 3.7e10)
    print(f"max dose rate outside the cell {float(total.max()):.3e} uSv/h")


if __name__ == "__main__":
    main()

import functools

import jax.numpy as jnp

from forces import lennard_jones
from integrate import step

PARAMS = {"eps": 1.0, "sigma": 1.0}


def main():
    g = jnp.arange(3, dtype=jnp.float32) * 1.3
    x, y, z = jnp.meshgrid(g, g, g, indexing="ij")
    pos = jnp.stack([x.ravel(), y.ravel(), z.ravel()], axis=1)
    vel = jnp.zeros_like(pos)
    law = functools.partial(lennard_jones, **PARAMS)
    for i in range(6):
        pos, vel = step(pos, vel, 0.002, force_law=law)
    print("mean speed", float(jnp.linalg.norm(vel, axis=1).mean()))


if __name__ == "__main__":
    main()

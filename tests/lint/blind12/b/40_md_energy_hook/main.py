import jax
import jax.numpy as jnp

from md import run
from observers import EnergyLogger


def lattice(n_side, spacing):
    g = jnp.arange(n_side) * spacing
    return jnp.stack(jnp.meshgrid(g, g, g, indexing="ij"), -1).reshape(-1, 3).astype(jnp.float32)


if __name__ == "__main__":
    box = jnp.float32(4 * 1.6)
    pos = lattice(4, 1.6) + 0.8
    vel = 0.1 * jax.random.normal(jax.random.PRNGKey(0), pos.shape)
    logger = EnergyLogger(box)
    run(pos, vel, box, jnp.float32(0.002), n_steps=6, hooks=[logger])
    for step, e in logger.records:
        print(step, round(e, 4))

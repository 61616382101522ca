import jax.numpy as jnp
import numpy as np

from lj import lj_forces, verlet_step
from schedule import production_timesteps, warmup_timesteps

DT = 0.004
BOX = 6.0


def lattice(n_side, box):
    g = (np.arange(n_side) + 0.5) * box / n_side
    x, y, z = np.meshgrid(g, g, g, indexing="ij")
    return np.stack([x.ravel(), y.ravel(), z.ravel()], axis=1).astype(np.float32)


def main():
    pos = jnp.asarray(lattice(4, BOX))
    rng = np.random.default_rng(0)
    vel = jnp.asarray(rng.normal(scale=0.5, size=pos.shape).astype(np.float32))
    box = jnp.float32(BOX)
    force = lj_forces(pos, box)
    for dt in warmup_timesteps(DT, 4):
        pos, vel, force = verlet_step(pos, vel, force, box, dt)
    for i, dt in enumerate(production_timesteps(DT, 4)):
        pos, vel, force = verlet_step(pos, vel, force, box, dt)
        print(f"prod {i} T={float(jnp.mean(vel ** 2)):.4f}")


if __name__ == "__main__":
    main()

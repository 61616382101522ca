from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from integrators import make_velocity_verlet, rescale_velocities
from potentials import lennard_jones

N_SIDE = 3
BOX = 4.5
DT = 0.002
STEPS_PER_SEGMENT = 5
SEGMENTS = 6


def lattice(n_side, box):
    g = (np.arange(n_side) + 0.5) * box / n_side
    pts = np.stack(np.meshgrid(g, g, g, indexing="ij"), -1).reshape(-1, 3)
    return jnp.asarray(pts, dtype=jnp.float32)


def main():
    x = lattice(N_SIDE, BOX)
    key = jax.random.PRNGKey(0)
    v = jax.random.normal(key, x.shape) * 0.5
    energy = partial(lennard_jones, box=BOX)

    temps = np.linspace(1.5, 0.8, SEGMENTS)
    for seg, target in enumerate(temps):
        v = rescale_velocities(v, float(target))
        step = make_velocity_verlet(energy, DT)
        state = (x, v)
        for _ in range(STEPS_PER_SEGMENT):
            state = step(state)
        x, v = state
        print(f"segment {seg} T*={target:.2f} E={float(energy(x)):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from lattice import box_length, cubic_lattice
from md import verlet_step

N_SIDE = 3
SPACING = 2


def run(n_steps=20, dt=0.002):
    pos = jnp.asarray(cubic_lattice(N_SIDE, SPACING))
    box = float(box_length(N_SIDE, SPACING))
    vel = 0.1 * jax.random.normal(jax.random.PRNGKey(0), pos.shape)
    vel = vel - vel.mean(axis=0)
    for step in range(n_steps):
        pos, vel = verlet_step(pos, vel, box, dt)
    ke = 0.5 * jnp.sum(vel ** 2)
    return pos, float(ke)


if __name__ == "__main__":
    pos, ke = run()
    print("kinetic energy", ke, "com", pos.mean(axis=0))

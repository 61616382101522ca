import numpy as np
import jax.numpy as jnp

from integrators import make_integrator

BOX = 6.0
DT = 0.002


def initial_lattice(n_side, box):
    g = (np.arange(n_side) + 0.5) * box / n_side
    xs, ys, zs = np.meshgrid(g, g, g, indexing="ij")
    return jnp.asarray(np.stack([xs, ys, zs], -1).reshape(-1, 3), dtype=jnp.float32)


def kinetic_energy(vel):
    return 0.5 * float(jnp.sum(vel**2))


def main():
    rng = np.random.default_rng(0)
    pos = initial_lattice(3, BOX)
    vel = jnp.asarray(rng.normal(scale=0.1, size=pos.shape), dtype=jnp.float32)

    integrate = make_integrator(DT, BOX)
    for block in range(6):
        pos, vel = integrate(pos, vel)
        print(f"block {block}: KE = {kinetic_energy(vel):.5f}")


if __name__ == "__main__":
    main()

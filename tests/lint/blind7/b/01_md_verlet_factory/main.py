import numpy as np
import jax.numpy as jnp

from integrators import make_verlet_step

N_BLOCKS = 5
STEPS_PER_BLOCK = 4
DT = 0.002


def lattice(n_side, spacing=1.2):
    g = np.arange(n_side) * spacing
    xyz = np.stack(np.meshgrid(g, g, g, indexing="ij"), -1).reshape(-1, 3)
    return jnp.asarray(xyz, dtype=jnp.float32)


def kinetic(vel):
    return 0.5 * float(jnp.sum(vel ** 2))


def main():
    pos = lattice(2)
    rng = np.random.default_rng(0)
    vel = jnp.asarray(rng.normal(scale=0.1, size=pos.shape), dtype=jnp.float32)
    for block in range(N_BLOCKS):
        step = make_verlet_step(DT)
        for _ in range(STEPS_PER_BLOCK):
            pos, vel = step(pos, vel)
        print(f"block {block}: KE={kinetic(vel):.5f}")


if __name__ == "__main__":
    main()

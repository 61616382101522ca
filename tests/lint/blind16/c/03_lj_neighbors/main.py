import numpy as np
import jax.numpy as jnp

from md import velocity_verlet
from neighbors import build_pairs


def lattice(n_side, spacing):
    g = np.arange(n_side) * spacing
    pts = np.stack(np.meshgrid(g, g, g, indexing="ij"), -1).reshape(-1, 3)
    return pts.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    box = 4 * 1.2
    pos = jnp.asarray(lattice(4, 1.2) + 0.05 * rng.standard_normal((64, 3)).astype(np.float32))
    vel = jnp.asarray(0.5 * rng.standard_normal((64, 3)).astype(np.float32))
    frc = jnp.zeros_like(pos)
    for step in range(20):
        if step % 4 == 0:
            pairs = jnp.asarray(build_pairs(pos, box, cutoff=1.8))
        pos, vel, frc = velocity_verlet(pos, vel, frc, pairs, box, 0.002)
    print("pairs", pairs.shape[0], "ke", float(0.5 * jnp.sum(vel**2)))


if __name__ == "__main__":
    main()

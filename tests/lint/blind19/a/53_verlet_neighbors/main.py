import jax.numpy as jnp
import numpy as np

from md import BOX, MAX_NB, md_step


def lattice(n_side):
    g = (np.arange(n_side) + 0.5) * BOX / n_side
    x, y, z = np.meshgrid(g, g, g, indexing="ij")
    return np.stack([x.ravel(), y.ravel(), z.ravel()], axis=1).astype(np.float32)


def main():
    pos = jnp.asarray(lattice(4))
    vel = jnp.asarray(np.random.default_rng(0).normal(scale=0.3, size=pos.shape).astype(np.float32))
    nbrs = jnp.full((pos.shape[0], MAX_NB), -1, jnp.int32)
    for step in range(8):
        pos, vel, nbrs = md_step(pos, vel, nbrs, 0.002, step=step)
    print("mean neighbours", float(jnp.mean(jnp.sum(nbrs >= 0, axis=1))))


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from observers import EnergyLogger
from potential import total_energy

BOX = 5.0


def lattice(n_side, box):
    g = (np.arange(n_side) + 0.5) * box / n_side
    x, y, z = np.meshgrid(g, g, g, indexing="ij")
    return np.stack([x.ravel(), y.ravel(), z.ravel()], axis=1).astype(np.float32)


def main():
    pos = jnp.asarray(lattice(3, BOX))
    vel = jnp.asarray(np.random.default_rng(0).normal(scale=0.3, size=pos.shape).astype(np.float32))
    box = jnp.float32(BOX)
    logger = EnergyLogger(box)
    e0 = total_energy(pos, vel, box)
    for step in range(6):
        pos = jnp.mod(pos + 0.005 * vel, box)
        logger(step, pos, vel)
    e1 = total_energy(pos, vel, box)
    print(f"E0={float(e0):.4f} E1={float(e1):.4f} logged={len(logger.history)}")


if __name__ == "__main__":
    main()

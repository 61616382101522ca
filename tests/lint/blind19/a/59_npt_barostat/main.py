import jax.numpy as jnp
import numpy as np

from barostat import BerendsenBarostat
from md import npt_step


def lattice(n_side, box):
    g = (np.arange(n_side) + 0.5) * box / n_side
    x, y, z = np.meshgrid(g, g, g, indexing="ij")
    return np.stack([x.ravel(), y.ravel(), z.ravel()], axis=1).astype(np.float32)


def main():
    box = (5.0, 5.0, 5.0)
    pos = jnp.asarray(lattice(3, box[0]))
    vel = jnp.asarray(np.random.default_rng(0).normal(scale=0.5, size=pos.shape).astype(np.float32))
    baro = BerendsenBarostat(target_pressure=0.5)
    for step in range(6):
        pos, vel, p = npt_step(pos, vel, 0.002, box=box)
        new_box = baro.rescale(box, float(p), 0.002)
        pos = pos * (jnp.array(new_box) / jnp.array(box))
        box = new_box
        print(f"step {step} P={float(p):.3f} L={box[0]:.5f}")


if __name__ == "__main__":
    main()

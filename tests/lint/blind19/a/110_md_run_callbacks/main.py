import jax.numpy as jnp
import numpy as np

from callbacks import MemoryGuard, Thermo
from md import md_step

BOX = 5.0


def main():
    g = (np.arange(3) + 0.5) * BOX / 3
    x, y, z = np.meshgrid(g, g, g, indexing="ij")
    pos = jnp.asarray(np.stack([x.ravel(), y.ravel(), z.ravel()], axis=1).astype(np.float32))
    vel = jnp.asarray(np.random.default_rng(0).normal(scale=0.5, size=pos.shape).astype(np.float32))
    box = jnp.float32(BOX)
    callbacks = [Thermo(every=1), MemoryGuard(every=2)]
    for step in range(1, 9):
        pos, vel = md_step(pos, vel, box, 0.002)
        for cb in callbacks:
            if isinstance(cb, Thermo):
                cb(step, vel)
            else:
                cb(step)
    print("last thermo rows", callbacks[0].rows[-2:])


if __name__ == "__main__":
    main()

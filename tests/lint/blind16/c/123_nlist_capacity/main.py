import numpy as np
import jax.numpy as jnp

from md import nve_step
from neighbors import build


def main():
    rng = np.random.default_rng(0)
    n_side, a = 5, 1.15
    g = np.arange(n_side) * a
    pos = np.stack(np.meshgrid(g, g, g, indexing="ij"), -1).reshape(-1, 3).astype(np.float32)
    box = n_side * a
    pos = jnp.asarray(pos + 0.05 * rng.standard_normal(pos.shape).astype(np.float32))
    vel = jnp.asarray(rng.standard_normal(pos.shape).astype(np.float32))
    for step in range(24):
        if step % 4 == 0:
            idx, mask = build(pos, box, cutoff=2.8)
        pos, vel = nve_step(pos, vel, jnp.asarray(idx), jnp.asarray(mask), box)
    print("pairs", int(mask.sum()), "capacity", len(mask), "ke", float(0.5 * (vel**2).sum()))


if __name__ == "__main__":
    main()

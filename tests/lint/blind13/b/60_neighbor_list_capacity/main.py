import jax.numpy as jnp
import numpy as np

from forces import verlet_update
from neighbors import build_pairs

BOX = 6.0
CUTOFF = 2.8
DT = 0.005
MAX_PAIRS = 1200


def liquid_start(n=64, seed=0):
    rng = np.random.default_rng(seed)
    g = (np.arange(4) + 0.5) * BOX / 4
    x = np.stack(np.meshgrid(g, g, g, indexing="ij"), -1).reshape(-1, 3)[:n]
    return jnp.asarray(x + 0.1 * rng.normal(size=x.shape), jnp.float32), \
        jnp.asarray(rng.normal(size=x.shape), jnp.float32)


def main():
    x, v = liquid_start()
    for step in range(8):
        pairs, count = build_pairs(x, BOX, CUTOFF, capacity=MAX_PAIRS)
        if int(count) > MAX_PAIRS:
            raise RuntimeError("neighbour list overflow; increase MAX_PAIRS")
        x, v = verlet_update(x, v, pairs, BOX, DT)
        print(f"step {step}: {int(count)} pairs, KE {0.5 * float(jnp.sum(v ** 2)):.2f}")


if __name__ == "__main__":
    main()

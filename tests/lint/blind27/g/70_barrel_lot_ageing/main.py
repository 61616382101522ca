import numpy as np
import jax.numpy as jnp

from state import BarrelBatch
from step import age_month


def main():
    rng = np.random.default_rng(9)
    lots = []
    for lot in range(3):
        n = 8
        lots.append(BarrelBatch(volume=jnp.full(n, 225.0, jnp.float32),
                                abv=jnp.asarray(rng.uniform(13.5, 14.8, n), jnp.float32),
                                barrel_idx=jnp.arange(n) + 100 * lot))
    for month in range(18):
        lots = [age_month(b) for b in lots]
    for i, b in enumerate(lots):
        print(f"lot {i}: mean volume {float(b.volume.mean()):.1f} L, mean ABV {float(b.abv.mean()):.2f}")


if __name__ == "__main__":
    main()

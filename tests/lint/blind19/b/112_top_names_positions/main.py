import jax
import jax.numpy as jnp
import numpy as np

from selection import TICKERS, top_momentum


@jax.jit
def inverse_vol(vols, idx):
    inv = 1.0 / vols[idx]
    return inv / inv.sum()


def main():
    rng = np.random.default_rng(110)
    for month in range(5):
        mom = rng.standard_normal(10)
        vols = jnp.asarray(rng.uniform(0.15, 0.5, 10).astype(np.float32))
        idx = top_momentum(mom)
        w = inverse_vol(vols, jnp.asarray(idx))
        print(month, {TICKERS[i]: round(float(v), 3) for i, v in zip(idx, w)})


if __name__ == "__main__":
    main()

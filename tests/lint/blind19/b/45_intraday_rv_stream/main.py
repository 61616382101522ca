import jax
import jax.numpy as jnp
import numpy as np

from state import BarHistory


@jax.jit
def realised_vol(log_px):
    r = jnp.diff(log_px)
    return jnp.sqrt((r ** 2).sum() * 252 * 78 / r.shape[0])


def main():
    rng = np.random.default_rng(0)
    prices = 100 * np.exp(np.cumsum(rng.standard_normal(12) * 0.001))
    hist = BarHistory(prices[0])
    for p in prices[1:]:
        rv = realised_vol(hist.push(p))
    print("RV:", float(rv))


if __name__ == "__main__":
    main()

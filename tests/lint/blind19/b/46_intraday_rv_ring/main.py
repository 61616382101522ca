import jax
import jax.numpy as jnp
import numpy as np

from state import BarWindow, WINDOW


@jax.jit
def realised_vol(log_px, filled):
    r = jnp.diff(log_px)
    valid = jnp.arange(WINDOW - 1) >= (WINDOW - filled)
    n = jnp.maximum(filled - 1, 1)
    return jnp.sqrt(jnp.where(valid, r ** 2, 0.0).sum() * 252 * 78 / n)


def main():
    rng = np.random.default_rng(0)
    prices = 100 * np.exp(np.cumsum(rng.standard_normal(12) * 0.001))
    win = BarWindow(prices[0])
    for p in prices[1:]:
        rv = realised_vol(*win.push(p))
    print("RV:", float(rv))


if __name__ == "__main__":
    main()

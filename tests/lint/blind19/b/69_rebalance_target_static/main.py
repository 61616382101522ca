from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("target",))
def drift_and_trades(holdings, prices, target):
    value = holdings * prices
    nav = value.sum()
    current = value / nav
    tgt = jnp.asarray(target)
    trades = (tgt - current) * nav / prices
    return current, trades


def main():
    rng = np.random.default_rng(14)
    holdings = jnp.asarray(rng.integers(10, 100, 5).astype(np.float32))
    prices = jnp.asarray(rng.uniform(20, 200, 5).astype(np.float32))
    for month in range(5):
        signal = rng.standard_normal(5)
        target = np.exp(signal) / np.exp(signal).sum()
        current, trades = drift_and_trades(holdings, prices, target=tuple(target.round(4).tolist()))
        holdings = holdings + trades
        prices = prices * jnp.asarray(np.exp(rng.standard_normal(5) * 0.03).astype(np.float32))
        print(month, np.round(np.asarray(current), 3))


if __name__ == "__main__":
    main()

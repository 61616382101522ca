import jax.numpy as jnp
import numpy as np


def momentum_weights(prices, lookback):
    mom = prices[-1] / prices[-lookback] - 1.0
    w = np.clip(mom, 0, None)
    return w / w.sum() if w.sum() > 0 else np.full_like(w, 1.0 / len(w))


def run_backtest(prices, lookback=20, rebalance_every=21, hooks=()):
    n_days = prices.shape[0]
    daily = prices[1:] / prices[:-1] - 1.0
    w = np.full(prices.shape[1], 1.0 / prices.shape[1])
    for t in range(lookback, n_days - rebalance_every, rebalance_every):
        w = momentum_weights(prices[: t + 1], lookback)
        period = jnp.asarray(daily[t: t + rebalance_every] @ w, dtype=jnp.float32)
        for hook in hooks:
            hook(t, period)
    return w

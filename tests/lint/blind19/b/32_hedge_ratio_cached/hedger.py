import functools

import jax
import jax.numpy as jnp


class PairHedger:
    """Rolling OLS hedge ratio for a pair, served per incoming bar."""

    def __init__(self, lookback, eps=1e-8):
        self.lookback = lookback
        self.eps = eps

    def _ols(self, y, x):
        xc = x - x.mean()
        beta = (xc @ (y - y.mean())) / (xc @ xc)
        spread = y - beta * x
        z = (spread[-1] - spread.mean()) / (spread.std() + self.eps)
        return beta, z

    @functools.cached_property
    def hedge_fn(self):
        return jax.jit(self._ols)

    def on_bar(self, y_hist, x_hist):
        return self.hedge_fn(y_hist[-self.lookback:], x_hist[-self.lookback:])

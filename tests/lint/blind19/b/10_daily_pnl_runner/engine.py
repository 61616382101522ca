import jax
import jax.numpy as jnp


class Backtester:
    def __init__(self, cost_bps=5.0):
        self.cost = cost_bps * 1e-4
        self.prev_w = None
        self._pnl_fn = jax.jit(self._pnl)

    def _pnl(self, w, prev_w, rets):
        turnover = jnp.abs(w - prev_w).sum()
        return w @ rets - self.cost * turnover

    def run_day(self, w, rets):
        prev = self.prev_w if self.prev_w is not None else jnp.zeros_like(w)
        pnl = self._pnl_fn(w, prev, rets)
        self.prev_w = w
        return pnl

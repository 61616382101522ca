import jax
import jax.numpy as jnp


class TermLifePricer:
    def __init__(self, interest, expense_loading):
        self.interest = interest
        self.expense_loading = expense_loading

    def _net_premium(self, qx, sum_assured):
        n = qx.shape[-1]
        v = (1.0 + self.interest) ** -jnp.arange(1, n + 1, dtype=jnp.float32)
        surv = jnp.cumprod(jnp.concatenate([jnp.ones(qx.shape[:-1] + (1,)), 1 - qx[..., :-1]], -1), -1)
        a = jnp.sum(surv * v * (1.0 + self.interest), -1)
        A = jnp.sum(surv * qx * v, -1)
        return sum_assured * A / a * (1.0 + self.expense_loading)

    @property
    def price(self):
        def level_premium(qx, sa):
            return self._net_premium(qx, sa)
        return jax.jit(level_premium)

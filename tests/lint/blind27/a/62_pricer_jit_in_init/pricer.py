import jax
import jax.numpy as jnp


class EndowmentPricer:
    def __init__(self, interest, expense_loading):
        self.expense_loading = expense_loading
        self.v = 1.0 / (1.0 + interest)
        self._price = jax.jit(self.gross_premium)

    def gross_premium(self, qx, sum_assured):
        n = qx.shape[-1]
        t = jnp.arange(n, dtype=jnp.float32)
        surv = jnp.cumprod(jnp.concatenate([jnp.ones(qx.shape[:-1] + (1,)), 1 - qx[..., :-1]], -1), -1)
        annuity = jnp.sum(surv * self.v ** t, -1)
        death = jnp.sum(surv * qx * self.v ** (t + 1), -1)
        maturity = surv[..., -1] * (1 - qx[..., -1]) * self.v ** n
        return sum_assured * (death + maturity) / annuity * (1 + self.expense_loading)

    def price(self, qx, sum_assured):
        return self._price(qx, sum_assured)

import jax
import jax.numpy as jnp


@jax.jit
def gross_premium(risk_premium, a):
    discounted = risk_premium / (1.0 + a.investment_yield) ** 0.5
    return discounted / (1.0 - a.expense_ratio - a.commission - a.profit_margin)

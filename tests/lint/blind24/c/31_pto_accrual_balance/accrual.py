from dataclasses import dataclass
import jax
import jax.numpy as jnp


@dataclass
class AccrualState:
    balance: jnp.ndarray
    month: int = 0


def initial_state(n):
    return AccrualState(balance=jnp.zeros(n, jnp.float32))


@jax.jit
def accrue_month(balance, tenure_years, used, cap):
    rate = jnp.where(tenure_years < 2, 1.25, jnp.where(tenure_years < 5, 1.67, 2.08))
    new = jnp.clip(balance + rate - used, 0.0, cap)
    forfeited = jnp.maximum(balance + rate - used - cap, 0.0)
    return new, forfeited.sum()

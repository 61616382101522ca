from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("basis",))
def policy_values(ages, sums_assured, basis):
    t = jnp.arange(50.0)
    mu = basis.mortality_scale * 5e-5 * jnp.exp(0.095 * (ages[:, None] + t[None, :]))
    surv = jnp.exp(-jnp.cumsum(mu, axis=1))
    v = (1.0 + basis.interest) ** (-t - 1.0)
    epv_benefit = jnp.sum(surv * mu * v[None, :], axis=1) * sums_assured
    return epv_benefit * (1.0 + basis.expense_loading)

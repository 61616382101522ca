import jax
import jax.numpy as jnp


@jax.jit
def annuity_pv(qx, rate, payment):
    # qx: one-year mortality from the annuitant's current age
    surv = jnp.cumprod(1.0 - qx)
    t = jnp.arange(1, qx.shape[0] + 1, dtype=jnp.float32)
    v = (1.0 + rate) ** (-t)
    return payment * jnp.sum(surv * v)

import jax
import jax.numpy as jnp


def policy_value(qx_row, premium, benefit, rate):
    n = qx_row.shape[0]
    v = (1.0 + rate) ** -jnp.arange(1, n + 1, dtype=jnp.float32)
    surv = jnp.cumprod(1.0 - qx_row)
    prem_pv = premium * jnp.sum(jnp.concatenate([jnp.ones(1), surv[:-1]]) * v * (1 + rate))
    ben_pv = benefit * jnp.sum(jnp.concatenate([jnp.ones(1), surv[:-1]]) * qx_row * v)
    return ben_pv - prem_pv


def value_region(qx, premium, benefit, rate):
    def region_values(q, p, b):
        return jax.vmap(policy_value, in_axes=(0, 0, 0, None))(q, p, b, rate)
    return jax.jit(region_values)(qx, premium, benefit)

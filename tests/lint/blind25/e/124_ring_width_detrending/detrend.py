import equinox as eqx
import jax.numpy as jnp

@eqx.filter_jit
def detrend_core(widths, years, robust):
    A = jnp.stack([jnp.ones_like(years), years, years ** 2], axis=1)
    coef = jnp.linalg.lstsq(A, jnp.log(widths))[0]
    resid = jnp.log(widths) - A @ coef
    if robust:
        resid = jnp.clip(resid, -3 * jnp.std(resid), 3 * jnp.std(resid))
    return jnp.exp(resid)

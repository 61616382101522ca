import jax
import jax.numpy as jnp


@jax.jit
def arrivals_filter_step(obs, prev_mean, prev_var, q=4.0, r=25.0):
    if prev_mean is None:
        mean, var = obs, r
    else:
        pm, pv = prev_mean, prev_var + q
        k = pv / (pv + r)
        mean = pm + k * (obs - pm)
        var = (1 - k) * pv
    return mean, var

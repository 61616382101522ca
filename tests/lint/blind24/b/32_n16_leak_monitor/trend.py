import jax
import jax.numpy as jnp


@jax.jit
def leak_trend(values, valid):
    # weighted linear fit of N-16 activity vs sample index: slope flags a primary-to-secondary leak
    n = jnp.maximum(valid.sum(), 1.0)
    t = jnp.cumsum(valid) - 1.0
    tm = jnp.sum(t * valid) / n
    vm = jnp.sum(values * valid) / n
    cov = jnp.sum(valid * (t - tm) * (values - vm))
    var = jnp.sum(valid * (t - tm) ** 2) + 1e-6
    return cov / var, vm

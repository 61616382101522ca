from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_dates",))
def sequence_posterior(ages, errs, n_dates):
    def body(prev, i):
        mu = jnp.minimum(ages[i], prev - 10.0)
        return mu, (mu, errs[i])
    _, (mus, sds) = jax.lax.scan(body, jnp.float32(1e6), jnp.arange(n_dates))
    return mus, sds

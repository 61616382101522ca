from functools import partial

import jax
import jax.numpy as jnp
import numpyro.distributions as dist


def log_post(theta, counts, exposure):
    rate = jnp.exp(theta[0] + theta[1] * jnp.arange(counts.shape[0]) / counts.shape[0])
    return (dist.Poisson(rate * exposure).log_prob(counts).sum()
            + dist.Normal(0, 2).log_prob(theta).sum())


@partial(jax.jit, static_argnames="step_size")
def rw_chunk(key, theta, counts, exposure, step_size):
    def body(carry, k):
        th, lp = carry
        k1, k2 = jax.random.split(k)
        prop = th + step_size * jax.random.normal(k1, th.shape)
        lp_p = log_post(prop, counts, exposure)
        ok = jnp.log(jax.random.uniform(k2)) < lp_p - lp
        return (jnp.where(ok, prop, th), jnp.where(ok, lp_p, lp)), (th, ok)
    (theta, _), (trace, ok) = jax.lax.scan(body, (theta, log_post(theta, counts, exposure)),
                                           jax.random.split(key, 150))
    return theta, trace, ok.mean()

import jax
import jax.numpy as jnp
import numpyro.distributions as dist


def log_post(theta, intervals):
    shape, scale = jnp.exp(theta)
    lp = dist.Weibull(scale, shape).log_prob(intervals).sum()
    return lp + dist.Normal(0, 1).log_prob(theta[0]) + dist.Normal(3, 1).log_prob(theta[1])


@jax.jit
def mh_chunk(key, theta, intervals, step):
    def body(carry, k):
        th, lp = carry
        k1, k2 = jax.random.split(k)
        prop = th + step * jax.random.normal(k1, th.shape)
        lp_prop = log_post(prop, intervals)
        accept = jnp.log(jax.random.uniform(k2)) < lp_prop - lp
        th = jnp.where(accept, prop, th)
        return (th, jnp.where(accept, lp_prop, lp)), (th, accept)
    (theta, _), (trace, acc) = jax.lax.scan(body, (theta, log_post(theta, intervals)),
                                            jax.random.split(key, 200))
    return theta, trace, acc.mean()

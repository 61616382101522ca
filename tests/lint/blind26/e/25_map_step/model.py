import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density


def srpe_model(duration, rpe=None):
    a = numpyro.sample("a", dist.Normal(0.0, 2.0))
    b = numpyro.sample("b", dist.Normal(0.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    mu = a + b * jnp.log(duration)
    numpyro.sample("rpe", dist.Normal(mu, sigma), obs=rpe)


@jax.jit
def map_step(params, duration, rpe):
    def neg_lp(p):
        lp, _ = log_density(srpe_model, (duration, rpe), {}, {"a": p[0], "b": p[1], "sigma": jnp.exp(p[2])})
        return -lp
    return params - 1e-3 * jax.grad(neg_lp)(params)

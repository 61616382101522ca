import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density


def age_depth(depth, c14=None, err=None):
    intercept = numpyro.sample("intercept", dist.Normal(500.0, 300.0))
    rate = numpyro.sample("acc_rate", dist.LogNormal(jnp.log(20.0), 0.5))
    mu = intercept + rate * depth
    numpyro.sample("obs", dist.Normal(mu, err), obs=c14)


@jax.jit
def age_model_logp(params, depth, c14, err):
    lp, _ = log_density(age_depth, (depth,), {"c14": c14, "err": err}, params)
    return lp

import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro import handlers
from numpyro.infer.util import log_density

MAX_HORIZONS = 12


def age_depth(depth, valid, c14=None, err=None):
    a = numpyro.sample("a", dist.Normal(500.0, 300.0))
    r = numpyro.sample("r", dist.LogNormal(jnp.log(20.0), 0.5))
    with handlers.mask(mask=valid):
        numpyro.sample("obs", dist.Normal(a + r * depth, err), obs=c14)


@jax.jit
def core_log_density(params, depth, valid, c14, err):
    lp, _ = log_density(age_depth, (depth, valid), {"c14": c14, "err": err}, params)
    return lp

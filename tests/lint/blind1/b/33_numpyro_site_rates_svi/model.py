import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal


def poisson_rate_model(counts=None, exposure=None):
    log_rate = numpyro.sample("log_rate", dist.Normal(-3.0, 2.0))
    with numpyro.plate("days", exposure.shape[0]):
        numpyro.sample("counts", dist.Poisson(exposure * jnp.exp(log_rate)), obs=counts)


def build_svi(lr=0.05):
    guide = AutoNormal(poisson_rate_model)
    return SVI(poisson_rate_model, guide, optax.adam(lr), Trace_ELBO()), guide

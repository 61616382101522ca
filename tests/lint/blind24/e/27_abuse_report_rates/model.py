import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax


def report_model(views, reports=None):
    log_rate = numpyro.sample("log_rate", dist.Normal(-6.0, 2.0))
    with numpyro.plate("videos", views.shape[0]):
        numpyro.sample("reports", dist.Poisson(views * jnp.exp(log_rate)), obs=reports)


guide = AutoNormal(report_model)
svi = SVI(report_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, views, reports):
    return svi.update(state, views, reports)

import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax


def bead_model(status, counts=None):
    base = numpyro.sample("base", dist.Normal(1.0, 1.0))
    elite = numpyro.sample("elite", dist.Normal(0.0, 1.0))
    with numpyro.plate("graves", status.shape[0]):
        numpyro.sample("beads", dist.Poisson(jnp.exp(base + elite * status)), obs=counts)


guide = AutoNormal(bead_model)
svi = SVI(bead_model, guide, optax.adam(0.05), Trace_ELBO())

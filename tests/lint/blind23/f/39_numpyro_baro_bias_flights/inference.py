import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDiagonalNormal


def baro_model(gnss_alt, baro=None):
    bias = numpyro.sample("bias", dist.Normal(0.0, 20.0))
    scale = numpyro.sample("scale", dist.Normal(0.0, 0.01))
    noise = numpyro.sample("noise", dist.HalfNormal(5.0))
    with numpyro.plate("t", gnss_alt.shape[0]):
        numpyro.sample("baro", dist.Normal(gnss_alt + bias + scale * (gnss_alt - 1500.0), noise), obs=baro)


guide = AutoDiagonalNormal(baro_model)
svi = SVI(baro_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def elbo_step(state, gnss_alt, baro):
    return svi.update(state, gnss_alt, baro)

import jax
import optax
from numpyro.infer import SVI, Trace_ELBO

from model import claim_severity, guide

svi = SVI(claim_severity, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, log_amounts):
    return svi.update(state, log_amounts=log_amounts)

import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
from model import length_weight

guide = AutoNormal(length_weight)
svi = SVI(length_weight, guide, numpyro.optim.Adam(0.02), Trace_ELBO())

@jax.jit
def svi_step(state, log_len, log_w):
    return svi.update(state, log_len, log_w)

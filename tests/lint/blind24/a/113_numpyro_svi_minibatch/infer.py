import jax
import numpyro.optim
from numpyro.infer import SVI, Trace_ELBO
from model import shedding_model, guide

svi = SVI(shedding_model, guide, numpyro.optim.Adam(0.02), Trace_ELBO())


@jax.jit
def svi_minibatch_step(state, xb, yb):
    return svi.update(state, xb, yb)


def minibatches(x, y, size):
    for i in range(0, len(x), size):
        yield x[i:i + size], y[i:i + size]

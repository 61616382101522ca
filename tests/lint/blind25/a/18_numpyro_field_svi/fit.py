import jax
import numpyro.optim
from numpyro.infer import SVI, Trace_ELBO

from model import yield_model, guide

svi = SVI(yield_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, n_rate, yields):
    return svi.update(state, n_rate, yields)


def fit_field(n_rate, yields, key, steps=60):
    state = svi.init(key, n_rate, yields)
    for _ in range(steps):
        state, loss = svi_step(state, n_rate, yields)
    return svi.get_params(state), float(loss)

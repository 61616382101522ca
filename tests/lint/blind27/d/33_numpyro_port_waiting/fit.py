import jax
import optax
from numpyro.infer import SVI, Trace_ELBO

from model import waiting_model, waiting_guide

svi = SVI(waiting_model, waiting_guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, wait_h):
    return svi.update(state, wait_h)


def fit_port(key, wait_h, steps=60):
    state = svi.init(key, wait_h)
    for _ in range(steps):
        state, loss = svi_step(state, wait_h)
    return svi.get_params(state), float(loss)

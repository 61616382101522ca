import jax
import numpy as np
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import trend_model


def make_svi():
    guide = AutoNormal(trend_model)
    return SVI(trend_model, guide, optax.adam(0.02), Trace_ELBO())


def run_svi(svi, years, temps, n_steps=150, batch=32, seed=0):
    rng = np.random.default_rng(seed)
    state = svi.init(jax.random.PRNGKey(seed), years[:batch], temps[:batch])

    def svi_update(state, y, t):
        return svi.update(state, y, t)

    svi_update = jax.jit(svi_update)
    for _ in range(n_steps):
        idx = rng.choice(len(years), size=batch, replace=False)
        state, loss = svi_update(state, years[idx], temps[idx])
    return svi.get_params(state), float(loss)

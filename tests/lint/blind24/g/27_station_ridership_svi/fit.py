import jax
import numpyro.optim
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import boardings_model

guide = AutoNormal(boardings_model)
svi = SVI(boardings_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, counts):
    return svi.update(state, counts)


def fit_station(counts, steps=40, seed=0):
    state = svi.init(jax.random.PRNGKey(seed), counts)
    for _ in range(steps):
        state, loss = svi_step(state, counts)
    return svi.get_params(state), float(loss)

import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import fish_counts_model

guide = AutoNormal(fish_counts_model)
svi = SVI(fish_counts_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def reef_svi_step(state, effort, temp, counts):
    return svi.update(state, effort, temp, counts)


def fit_site(key, effort, temp, counts, n_steps=300):
    state = svi.init(key, effort, temp, counts)
    for _ in range(n_steps):
        state, loss = reef_svi_step(state, effort, temp, counts)
    return svi.get_params(state), loss

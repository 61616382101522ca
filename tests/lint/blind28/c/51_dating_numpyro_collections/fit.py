import jax
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import scriptorium_model

guide = AutoNormal(scriptorium_model)
svi = SVI(scriptorium_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, features, years):
    return svi.update(state, features, years)


def fit_collection(features, years, steps=30, seed=0):
    state = svi.init(jax.random.PRNGKey(seed), features, years)
    for _ in range(steps):
        state, loss = svi_step(state, features, years)
    return svi.get_params(state), float(loss)

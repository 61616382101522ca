import jax
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import rv_model

guide = AutoNormal(rv_model)
svi = SVI(rv_model, guide, optax.adam(0.02), Trace_ELBO())


@jax.jit
def svi_step(state, t, period, rv):
    return svi.update(state, t, period, rv=rv)


def fit_orbit(t, rv, period, seed=0, steps=300):
    state = svi.init(jax.random.PRNGKey(seed), t, period, rv=rv)
    for _ in range(steps):
        state, loss = svi_step(state, t, period, rv)
    return svi.get_params(state), float(loss)

import jax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax
from model import settlement_model

guide = AutoNormal(settlement_model)
svi = SVI(settlement_model, guide, optax.adam(0.05), Trace_ELBO())

@jax.jit
def svi_update(state, amounts):
    return svi.update(state, amounts)

def fit_court(amounts, key, steps=30):
    state = svi.init(key, amounts)
    for _ in range(steps):
        state, loss = svi_update(state, amounts)
    return svi.get_params(state), float(loss)

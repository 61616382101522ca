import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
from model import price_model

guide = AutoNormal(price_model)
svi = SVI(price_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())

@jax.jit
def svi_region_step(state, sqft, log_price):
    return svi.update(state, sqft, log_price)

def fit_region(sqft, log_price, steps=100, seed=0):
    state = svi.init(jax.random.PRNGKey(seed), sqft, log_price)
    for _ in range(steps):
        state, loss = svi_region_step(state, sqft, log_price)
    return svi.get_params(state), float(loss)

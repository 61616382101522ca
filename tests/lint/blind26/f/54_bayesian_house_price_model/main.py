import jax
import numpy as np
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
from model import masked_price_model
from data import region_arrays

svi = SVI(masked_price_model, AutoNormal(masked_price_model), numpyro.optim.Adam(0.05), Trace_ELBO())

@jax.jit
def svi_masked_step(state, sqft, mask, lp):
    return svi.update(state, sqft, mask, lp)

rng = np.random.default_rng(0)
for name, n in {"north": 80, "south": 120, "east": 80, "west": 95}.items():
    sqft, mask, lp = region_arrays(n, rng)
    state = svi.init(jax.random.PRNGKey(0), sqft, mask, lp)
    for _ in range(100):
        state, loss = svi_masked_step(state, sqft, mask, lp)
    print(name, n, round(float(svi.get_params(state)["b_auto_loc"]), 3))

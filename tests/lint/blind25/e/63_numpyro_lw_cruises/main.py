import numpy as np
import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
from model import lw_model
from data import cruise

svi = SVI(lw_model, AutoNormal(lw_model), numpyro.optim.Adam(0.02), Trace_ELBO())

@jax.jit
def svi_update(state, ll, lw, m):
    return svi.update(state, ll, lw, m)

rng = np.random.default_rng(41)
cruises = [cruise(n, rng) for n in (120, 95, 140, 120)]
state = svi.init(jax.random.PRNGKey(0), *cruises[0])
for epoch in range(3):
    for c in cruises:
        state, loss = svi_update(state, *c)
    print("epoch", epoch, round(float(loss), 2))

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
from model import delay_model

N_CARRIERS = 6
rng = np.random.default_rng(0)
carrier = rng.integers(0, N_CARRIERS, 600)
true_eff = np.array([-3, 0, 2, 5, -1, 8.0])
delay = (12 + true_eff[carrier] + rng.normal(0, 6, 600)).astype(np.float32)

model = partial(delay_model, n_carriers=N_CARRIERS)
guide = AutoNormal(model)
svi = SVI(model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())
state = svi.init(jax.random.PRNGKey(0), jnp.asarray(carrier), delay=jnp.asarray(delay))


@jax.jit
def svi_step(state, carrier_idx, delay):
    return svi.update(state, carrier_idx, delay=delay)


# stream the season month by month, 100 flights per month
for month in range(6):
    sl = slice(month * 100, (month + 1) * 100)
    for _ in range(50):
        state, loss = svi_step(state, jnp.asarray(carrier[sl]), jnp.asarray(delay[sl]))
    print("month", month, "elbo loss", float(loss))
params = svi.get_params(state)
print("carrier effects", np.round(np.asarray(params["effect_auto_loc"]), 1))

import numpy as np
import jax
import jax.numpy as jnp
import haiku as hk
from rivers import ICE_OUT_DOY, discharge_since_ice_out

def _lstm(xs):
    core = hk.LSTM(8)
    out, _ = hk.dynamic_unroll(core, xs[:, None, :], core.initial_state(1))
    return hk.Linear(1)(out[-1])[0, 0]

lstm = hk.without_apply_rng(hk.transform(_lstm))
params = lstm.init(jax.random.PRNGKey(0), np.zeros((10, 1), np.float32))

@jax.jit
def forecast_smolts(params, xs):
    return jnp.exp(8.0 + lstm.apply(params, xs))

rng = np.random.default_rng(127)
for year in ICE_OUT_DOY:
    print(year, round(float(forecast_smolts(params, discharge_since_ice_out(year, rng)))))

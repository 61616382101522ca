import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDiagonalNormal

from model import salinity_drift

guide = AutoDiagonalNormal(salinity_drift)
svi = SVI(salinity_drift, guide, numpyro.optim.Adam(0.01), Trace_ELBO())


@jax.jit
def drift_svi_step(state, cycle, delta_s):
    return svi.update(state, cycle, delta_s)


def fit_float(key, cycle, delta_s, n_steps=200):
    state = svi.init(key, cycle, delta_s)
    for _ in range(n_steps):
        state, loss = drift_svi_step(state, cycle, delta_s)
    return guide.median(svi.get_params(state))

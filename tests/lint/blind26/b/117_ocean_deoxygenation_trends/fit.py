import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import oxygen_trend

guide = AutoNormal(oxygen_trend)
svi = SVI(oxygen_trend, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def o2_svi_step(state, year, o2, good):
    return svi.update(state, year, o2, good)


def fit_station(key, year, o2, good, n_steps=300):
    state = svi.init(key, year, o2, good)
    for _ in range(n_steps):
        state, loss = o2_svi_step(state, year, o2, good)
    return guide.median(svi.get_params(state))

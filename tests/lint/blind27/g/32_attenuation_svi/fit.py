import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import attenuation_model

guide = AutoNormal(attenuation_model)
svi = SVI(attenuation_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, pitch, temp, atten):
    return svi.update(state, pitch, temp, atten)


def fit_brewery(key, pitch, temp, atten, n_steps=200):
    state = svi.init(key, pitch, temp, atten)
    for _ in range(n_steps):
        state, loss = svi_step(state, pitch, temp, atten)
    return svi.get_params(state), float(loss)

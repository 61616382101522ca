import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import sign_duration_model

guide = AutoNormal(sign_duration_model)
svi = SVI(sign_duration_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def elbo_update(state, log_dur):
    return svi.update(state, log_dur)


def fit_signer(log_dur, steps=50, seed=0):
    state = svi.init(jax.random.PRNGKey(seed), log_dur)
    for _ in range(steps):
        state, loss = elbo_update(state, log_dur)
    return svi.get_params(state), float(loss)

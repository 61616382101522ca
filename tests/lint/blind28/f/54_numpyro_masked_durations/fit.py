import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import duration_model

guide = AutoNormal(duration_model)
svi = SVI(duration_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def masked_elbo_update(state, log_dur, valid):
    return svi.update(state, log_dur, valid)


def fit_signer(log_dur, valid, steps=50, seed=0):
    state = svi.init(jax.random.PRNGKey(seed), log_dur, valid)
    for _ in range(steps):
        state, loss = masked_elbo_update(state, log_dur, valid)
    return svi.get_params(state), float(loss)

import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
from model import monthly_hires

guide = AutoNormal(monthly_hires)
svi = SVI(monthly_hires, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def hires_svi_step(state, month_idx, hires):
    return svi.update(state, month_idx, hires)


def fit_region(month_idx, hires, seed, steps=60):
    state = svi.init(jax.random.PRNGKey(seed), month_idx, hires)
    for _ in range(steps):
        state, loss = hires_svi_step(state, month_idx, hires)
    return svi.get_params(state), float(loss)

import jax
import numpyro.optim as optim
from numpyro.infer import SVI, Trace_ELBO

from feed import daily_transactions
from model import guide, sellthrough_model

svi = SVI(sellthrough_model, guide, optim.Adam(0.05), Trace_ELBO())
state = None


@jax.jit
def svi_day_update(state, price_idx, units):
    state, loss = svi.update(state, price_idx, units)
    return state, loss


for day, price_idx, units in daily_transactions():
    if state is None:
        state = svi.init(jax.random.PRNGKey(0), price_idx, units)
    for _ in range(5):
        state, loss = svi_day_update(state, price_idx, units)
    p = svi.get_params(state)
    print(day, len(units), round(float(p["elasticity_loc"]), 3))

import jax
import numpyro.optim as optim
from numpyro.infer import SVI, Trace_ELBO

from feed import weekly_orders
from model import guide, return_model

svi = SVI(return_model, guide, optim.Adam(0.05), Trace_ELBO())
first = next(weekly_orders())
state = svi.init(jax.random.PRNGKey(1), *first[1:])


@jax.jit
def weekly_refresh(state, gap, valid, ret):
    return svi.update(state, gap, valid, ret)


for week, gap, valid, ret in weekly_orders():
    for _ in range(5):
        state, loss = weekly_refresh(state, gap, valid, ret)
    print(week, int(valid.sum()), round(float(svi.get_params(state)["b_loc"]), 3))

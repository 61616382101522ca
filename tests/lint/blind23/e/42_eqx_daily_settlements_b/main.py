import equinox as eqx
import jax

from feed import ClaimFeed
from model import SeverityRegressor, optim, online_update

model = SeverityRegressor(jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
feed = ClaimFeed()
for day in range(8):
    x, log_paid, w, n = feed.day()
    model, opt_state, loss = online_update(model, opt_state, x, log_paid, w)
    print(f"day {day}: {n} settlements, mse {float(loss):.3f}")

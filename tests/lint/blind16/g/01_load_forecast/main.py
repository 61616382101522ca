import jax
import optax

from data import make_series, sliding_windows, WindowLoader
from model import init_params, mse

LOOKBACK, HORIZON = 48, 12

series = make_series(400, 6)
x, y = sliding_windows(series, LOOKBACK, HORIZON)
loader = WindowLoader(x, y, batch_size=64)

params = init_params(jax.random.PRNGKey(0), LOOKBACK, HORIZON)
opt = optax.adam(1e-3)
opt_state = opt.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, grads = jax.value_and_grad(mse)(params, xb, yb)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    total = 0.0
    for xb, yb in loader:
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        total += float(loss)
    print(f"epoch {epoch} loss {total:.3f}")

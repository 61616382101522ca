import jax
import jax.numpy as jnp
import numpy as np
import optax
from model import init_thrust_model, thrust

rng = np.random.default_rng(21)
n = 256
# throttle lever angle, ambient temp, pressure altitude, bleed on/off
X = np.stack([rng.uniform(0, 1, n), rng.uniform(-1, 1, n), rng.uniform(0, 1, n),
              rng.integers(0, 2, n)], 1).astype(np.float32)
y = (100 + 20 * X[:, 0] - 8 * X[:, 1] - 5 * X[:, 2] - 2 * X[:, 3]).astype(np.float32)

tx = optax.adam(0.5)
params = init_thrust_model(jax.random.PRNGKey(0), 4)
opt_state = tx.init(params)


@jax.jit
def thrust_update(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((thrust(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for step in range(40):
    i = (step * 64) % n
    params, opt_state, loss = thrust_update(params, opt_state, X[i:i + 64], y[i:i + 64])
print("final loss", float(loss), "intercept", float(params["intercept"]))

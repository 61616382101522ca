import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from loader import FlightLoader


class DepartureDelayNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.LayerNorm()(nn.Dense(48)(x))
        return nn.Dense(1)(nn.relu(x))[:, 0]


net = DepartureDelayNet()
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))


@jax.jit
def departure_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean(jnp.abs(net.apply(p, x) - y)))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(66)
X = rng.normal(size=(1000, 7)).astype(np.float32)
y = (12 + 9 * X[:, 0] + 4 * np.abs(X[:, 1]) + rng.normal(0, 3, 1000)).astype(np.float32)
loader = FlightLoader(X, y, batch_size=96)
params = net.init(jax.random.PRNGKey(0), X[:2])
opt_state = tx.init(params)
for epoch in range(3):
    for xb, yb in loader:
        params, opt_state, loss = departure_step(params, opt_state, xb, yb)
    print(epoch, len(loader), float(loss))

import jax
import jax.numpy as jnp
import optax

from ema import EMATracker
from model import PrecipUNetLite

model = PrecipUNetLite()
x = jax.random.uniform(jax.random.PRNGKey(0), (4, 16, 16, 3))
y = jnp.maximum(x[..., :1] - 0.5, 0.0)
params = model.init(jax.random.PRNGKey(1), x)["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def validation_mae(params, xv, yv):
    return jnp.mean(jnp.abs(model.apply({"params": params}, xv) - yv))


ema = EMATracker(params)
for epoch in range(4):
    params, opt_state, loss = train_step(params, opt_state)
    ema.update(params)
    live = validation_mae(params, x, y)
    smooth = validation_mae(ema.params, x, y)
    print(epoch, float(loss), float(live), float(smooth))

import jax
import jax.numpy as jnp
import optax

from model import ColumnEmulator
from state import ForecastTrainState


@jax.jit
def train_step(state, x, y, key):
    noise = state.noise_floor * jax.random.normal(key, x.shape) / (1.0 + state.epoch)

    def loss_fn(params):
        return jnp.mean((state.apply_fn({"params": params}, x + noise) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


model = ColumnEmulator()
x = jax.random.normal(jax.random.PRNGKey(0), (64, 20))
y = jnp.cumsum(x, axis=-1) * 0.1
params = model.init(jax.random.PRNGKey(1), x[:1])["params"]
state = ForecastTrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

key = jax.random.PRNGKey(2)
for epoch in range(4):
    for _ in range(3):
        key, sub = jax.random.split(key)
        state, loss = train_step(state, x, y, sub)
    state = state.replace(epoch=state.epoch + 1)
    print(epoch, float(loss))

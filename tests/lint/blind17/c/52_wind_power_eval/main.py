import jax
import jax.numpy as jnp
import optax

from callbacks import HoldoutEvaluator
from model import WindPowerMLP


def synthetic_turbines(key, n):
    speed = 15 * jax.random.uniform(key, (n, 1))
    direction = jax.random.uniform(jax.random.fold_in(key, 1), (n, 1))
    power = jnp.clip((speed[:, 0] - 3) / 9, 0, 1) ** 3
    return jnp.concatenate([speed / 15, jnp.sin(2 * jnp.pi * direction)], axis=1), power


model = WindPowerMLP()
x, y = synthetic_turbines(jax.random.PRNGKey(0), 256)
xh, yh = synthetic_turbines(jax.random.PRNGKey(1), 64)
params = model.init(jax.random.PRNGKey(2), x[:1])["params"]
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


evaluate = HoldoutEvaluator(model, xh, yh)
for epoch in range(5):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    print(epoch, float(loss), evaluate(epoch, params))

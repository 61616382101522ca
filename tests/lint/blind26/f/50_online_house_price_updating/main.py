import jax
import jax.numpy as jnp
from flax import nnx
from model import WeeklyPriceModel

@nnx.jit
def weekly_update(model, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads))
    model.batches_seen.value += 1
    return loss

model = WeeklyPriceModel(nnx.Rngs(0))
key = jax.random.PRNGKey(3)
for week in range(6):
    key, kx = jax.random.split(key)
    x = jax.random.normal(kx, (32, 4))
    loss = weekly_update(model, x, x @ jnp.array([0.5, -0.3, 0.2, 0.1]) + 3.0)
    print(week, int(model.batches_seen.value), float(loss))

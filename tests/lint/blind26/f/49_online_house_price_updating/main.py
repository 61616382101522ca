import jax
import jax.numpy as jnp
from flax import nnx
from model import OnlinePriceModel

@nnx.jit
def online_update(model, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    lr = 0.1
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads))
    model.batches_seen += 1
    return loss

model = OnlinePriceModel(nnx.Rngs(0))
key = jax.random.PRNGKey(3)
for week in range(6):
    key, kx = jax.random.split(key)
    x = jax.random.normal(kx, (32, 4))
    y = x @ jnp.array([0.5, -0.3, 0.2, 0.1]) + 3.0
    loss = online_update(model, x, y)
    print(week, model.batches_seen, float(loss))

import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import NowcastNet


@nnx.jit
def train_step(model, optimizer, frames, target):
    def loss_fn(m):
        return jnp.mean((m(frames) - target) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen += 1
    return loss


model = NowcastNet(2, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

key = jax.random.PRNGKey(0)
radar = jax.random.uniform(key, (6, 4, 24, 24, 2))
for i in range(5):
    loss = train_step(model, optimizer, radar[i], radar[i + 1])
    print(i, float(loss), model.updates_seen)

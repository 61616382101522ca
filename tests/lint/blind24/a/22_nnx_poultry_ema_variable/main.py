import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class StepCount(nnx.Variable):
    pass


class EggProductionNet(nnx.Module):
    """Weekly hen-day egg production from flock age, lighting hours, feed intake and house temperature."""

    def __init__(self, rngs):
        self.body = nnx.Linear(4, 16, rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)
        self.updates_done = StepCount(jnp.array(0, dtype=jnp.int32))
        self.loss_ema = StepCount(jnp.array(0.0, dtype=jnp.float32))

    def __call__(self, x):
        return nnx.sigmoid(self.head(nnx.relu(self.body(x))))[:, 0]


@nnx.jit
def layer_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_done.value += 1
    model.loss_ema.value = 0.9 * model.loss_ema.value + 0.1 * loss
    return loss


rng = np.random.default_rng(16)
weeks = np.arange(20, 80)
x = np.stack([weeks / 80, rng.uniform(14, 17, 60) / 17, rng.uniform(100, 120, 60) / 120,
              rng.uniform(18, 28, 60) / 28], 1).astype(np.float32)
y = np.clip(0.95 - 0.004 * (weeks - 30).clip(0), 0, 1).astype(np.float32)

model = EggProductionNet(nnx.Rngs(1))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for step in range(8):
    loss = layer_step(model, optimizer, x, y)
print("updates", int(model.updates_done.value), "ema loss", float(model.loss_ema.value))

import math

import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx


class OccupancyCounter(nnx.Module):
    def __init__(self, rngs):
        self.enc = nnx.Linear(5, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return nnx.softplus(self.out(nnx.relu(self.enc(x)))).squeeze(-1)


@nnx.jit
def counter_sgd_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree.map(lambda p, g: p - lr * g, params, grads))
    return loss


rng = np.random.default_rng(0)
X = jnp.asarray(rng.normal(size=(256, 5)), jnp.float32)
Y = jnp.asarray(np.abs(rng.normal(5, 2, 256)), jnp.float32)
model = OccupancyCounter(nnx.Rngs(0))
total_steps = 60
for step in range(total_steps):
    lr = 0.01 * 0.5 * (1 + math.cos(math.pi * step / total_steps))
    loss = counter_sgd_step(model, X, Y, lr)
print(float(loss))

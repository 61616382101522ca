import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class LossTrace(nnx.Variable):
    pass


class DepthNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)
        self.last_loss = LossTrace(jnp.zeros(()))

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def carbonation_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.last_loss.value = loss
    return loss


rng = np.random.default_rng(0)
x = rng.uniform(0, 1, size=(64, 4)).astype(np.float32)
y = (10 * np.sqrt(x[:, 0]) * (0.5 + x[:, 3])).astype(np.float32)
model = DepthNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for _ in range(5):
    carbonation_step(model, optimizer, x, y)
print("final loss", float(model.last_loss.value))

import jax
import jax.numpy as jnp
import optax
from flax import nnx


class SeverityMLP(nnx.Module):
    def __init__(self, width, rngs):
        self.l1 = nnx.Linear(8, width, rngs=rngs)
        self.l2 = nnx.Linear(width, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def severity_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_trial(width, x, y, steps=40):
    model = SeverityMLP(width, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for _ in range(steps):
        loss = severity_train_step(model, optimizer, x, y)
    return float(loss)

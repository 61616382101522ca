import jax.numpy as jnp
import optax
from flax import nnx

PHASES = [("coarse", 1e-2, 3), ("fine", 3e-3, 3), ("polish", 1e-3, 3)]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_phases(model, x, y):
    for name, lr, steps in PHASES:
        optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
        for _ in range(steps):
            loss = train_step(model, optimizer, x, y)
        print(name, lr, float(loss))

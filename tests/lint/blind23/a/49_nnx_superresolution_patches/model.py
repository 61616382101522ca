import jax.numpy as jnp
import optax
from flax import nnx


class LinearSR(nnx.Module):
    def __init__(self, n_lr, n_hr, rngs):
        self.up = nnx.Linear(n_lr, 128, rngs=rngs)
        self.out = nnx.Linear(128, n_hr, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.silu(self.up(x)))


@nnx.jit
def sr_train_step(model, optimizer, lr, hr):
    def loss_fn(m):
        return jnp.mean((m(lr) - hr) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def build(rngs):
    model = LinearSR(16, 256, rngs)
    return model, nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

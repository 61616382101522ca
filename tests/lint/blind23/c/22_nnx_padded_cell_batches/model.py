import jax.numpy as jnp
from flax import nnx


class KPIRegressor(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.l1 = nnx.Linear(n_feat, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def masked_step(model, optimizer, x, y, mask):
    def loss_fn(m):
        err = (m(x) - y) ** 2
        return jnp.sum(err * mask) / jnp.sum(mask)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

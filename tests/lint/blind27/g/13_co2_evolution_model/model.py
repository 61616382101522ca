import jax.numpy as jnp
from flax import nnx


class CO2Rate(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]


@nnx.jit
def co2_train_step(model, optimizer, feats, co2):
    def loss_fn(m):
        return jnp.mean((m(feats) - co2) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

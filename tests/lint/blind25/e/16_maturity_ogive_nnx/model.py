import jax.numpy as jnp
from flax import nnx
import optax

class Ogive(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(2, 1, rngs=rngs)

    def __call__(self, length, sex):
        x = jnp.stack([length / 50.0, sex], axis=-1)
        return self.lin(x)[..., 0]

@nnx.jit
def ogive_step(model, optimizer, length, sex, mature):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(length, sex), mature).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

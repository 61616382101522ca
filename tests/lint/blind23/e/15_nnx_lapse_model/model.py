from flax import nnx
import jax.numpy as jnp
import optax


class LapseModel(nnx.Module):
    def __init__(self, d_in, rngs):
        self.l1 = nnx.Linear(d_in, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]


def bce(model, x, y):
    logits = model(x)
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(bce)(model, x, y)
    optimizer.update(model, grads)
    return loss

from flax import nnx
import jax.numpy as jnp


class LossDevelopmentNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(2, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss(m):
        return jnp.mean((m(x) - y) ** 2)
    l, grads = nnx.value_and_grad(loss)(model)
    optimizer.update(model, grads)
    return l

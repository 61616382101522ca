import jax.numpy as jnp
from flax import nnx

class AgeRegressor(nnx.Module):
    def __init__(self, rngs):
        self.h = nnx.Linear(5, 16, rngs=rngs)
        self.o = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.o(nnx.gelu(self.h(x)))[:, 0]

@nnx.jit
def age_step(model, opt, x, age):
    def loss_fn(m):
        return jnp.mean((m(x) - age) ** 2)
    l, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return l

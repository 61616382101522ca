import jax.numpy as jnp
from flax import nnx
import optax

class Count(nnx.Variable):
    pass

class LengthRegressor(nnx.Module):
    def __init__(self, rngs):
        self.body = nnx.Linear(10, 12, rngs=rngs)
        self.head = nnx.Linear(12, 1, rngs=rngs)
        self.batches_seen = Count(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x):
        return self.head(nnx.tanh(self.body(x)))[:, 0]

@nnx.jit
def length_update(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    model.batches_seen.value += 1
    return loss

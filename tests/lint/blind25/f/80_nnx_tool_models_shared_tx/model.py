import jax.numpy as jnp
import optax
from flax import nnx

TX = optax.adamw(5e-3, weight_decay=1e-4)


class DepRateModel(nnx.Module):
    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]


def new_tool_model(n_in, seed):
    m = DepRateModel(n_in, nnx.Rngs(seed))
    return m, nnx.Optimizer(m, TX, wrt=nnx.Param)


@nnx.jit
def tool_fit_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss

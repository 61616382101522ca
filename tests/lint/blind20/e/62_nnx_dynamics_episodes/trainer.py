import jax.numpy as jnp
import optax
from flax import nnx

TX = optax.adam(1e-2)


def build_optimizer(model):
    return nnx.Optimizer(model, TX, wrt=nnx.Param)


@nnx.jit
def fit_step(model, optimizer, x, u, x_next):
    def loss_fn(model):
        return jnp.mean((model(x, u) - x_next) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

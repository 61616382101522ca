import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, r, e):
    def loss_fn(model):
        return jnp.mean((model(r) - e) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def make_optimizer(model, lr):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)

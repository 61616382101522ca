import jax.numpy as jnp
import optax
from flax import nnx


def ade_loss(model, history, future):
    pred = model(history)
    return jnp.mean(jnp.linalg.norm(pred - future, axis=-1))


@nnx.jit
def train_step(model, optimizer, history, future):
    loss, grads = nnx.value_and_grad(ade_loss)(model, history, future)
    optimizer.update(model, grads)
    model.updates_seen += 1
    return loss


def make_optimizer(model, lr=1e-3):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)

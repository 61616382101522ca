import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean(optax.huber_loss(m(x), y))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def set_dropout(model, epoch, start=0.3, decay=0.05):
    model.drop.rate = max(start - decay * epoch, 0.0)

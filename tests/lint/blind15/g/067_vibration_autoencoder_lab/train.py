import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        return jnp.mean(m.score(batch))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.batches_seen += 1
    return loss


def make_optimizer(model, lr=1e-3):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)

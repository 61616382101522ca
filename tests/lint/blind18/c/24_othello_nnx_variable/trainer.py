import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, boards, targets):
    def loss_fn(m):
        return jnp.mean((m(boards) - targets) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


class Trainer:
    def __init__(self, model, lr=1e-3):
        self.model = model
        self.optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)

    def fit_batch(self, boards, targets):
        loss = train_step(self.model, self.optimizer, boards, targets)
        self.model.positions_seen[...] += boards.shape[0]
        return float(loss)

import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


class LocalTrainer:
    def __init__(self, lr):
        self.lr = lr
        self.tx = optax.adam(lr)

    def fit(self, model, x, y, steps):
        optimizer = nnx.Optimizer(model, self.tx, wrt=nnx.Param)
        for _ in range(steps):
            loss = train_step(model, optimizer, x, y)
        return loss

import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return optax.sigmoid_binary_cross_entropy(logits, y).mean(), jnp.mean((logits > 0) == (y > 0.5))


def run_epoch(model, optimizer, x, y, bs=40):
    model.train()
    for i in range(0, len(x), bs):
        train_step(model, optimizer, x[i:i + bs], y[i:i + bs])
    model.eval()

import jax.numpy as jnp
import optax
from flax import nnx


class PhaseNetLite(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(5,), rngs=rngs)
        self.head = nnx.Linear(8, 2, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.conv(x)).mean(axis=1)
        return self.head(h)


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        logits = m(batch["x"])
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"])
        w = batch.get("weight", jnp.ones_like(ce))
        return (ce * w).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

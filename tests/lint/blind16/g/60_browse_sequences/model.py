import jax.numpy as jnp
import optax
from flax import nnx


class SessionEncoder(nnx.Module):
    def __init__(self, n_items, dim, rngs: nnx.Rngs):
        self.embed = nnx.Embed(n_items, dim, rngs=rngs)
        self.proj = nnx.Linear(dim, dim, rngs=rngs)

    def __call__(self, inputs):
        mask = (inputs > 0)[..., None]
        h = jnp.sum(self.embed(inputs) * mask, axis=1) / jnp.maximum(mask.sum(1), 1)
        return self.proj(h) @ self.embed.embedding.value.T


def next_item_loss(model, inputs, targets):
    logits = model(inputs)
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


@nnx.jit
def train_step(model, optimizer, inputs, targets):
    loss, grads = nnx.value_and_grad(next_item_loss)(model, inputs, targets)
    optimizer.update(model, grads)
    return loss

import jax
import jax.numpy as jnp
import optax


@jax.jit
def step(w, batch):
    y = batch["label"] if "label" in batch else batch["labels"]

    def loss(w):
        return optax.softmax_cross_entropy_with_integer_labels(batch["x"] @ w, y).mean()

    l, g = jax.value_and_grad(loss)(w)
    return w - 0.1 * g, l

import equinox as eqx
import jax
import jax.numpy as jnp

from model import bump


@eqx.filter_jit
def train_step(model, windows, targets, lr):
    def loss_fn(m):
        preds = jax.vmap(m)(windows)
        return jnp.mean((preds - targets) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss


def fit(model, batches, lr=0.01, log_every=2):
    for i, (x, y) in enumerate(batches):
        model, loss = train_step(model, x, y, lr)
        model = bump(model)
        if i % log_every == 0:
            print(f"update {model.updates_seen} loss {float(loss):.4f}")
    return model

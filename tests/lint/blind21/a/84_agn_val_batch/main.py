import jax
import jax.numpy as jnp
import optax

from data import make_split, train_batches, validation_batch

tx = optax.sgd(0.5)


def logits(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def batch_loss(params, batch):
    x, y = batch
    return optax.sigmoid_binary_cross_entropy(logits(params, x), y).mean()


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(batch_loss)(params, batch)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    xtr, ytr = make_split(256, 0)
    xva, yva = make_split(64, 1)
    params = {"w": jnp.zeros(2), "b": jnp.float32(0.0)}
    opt_state = tx.init(params)
    for epoch in range(3):
        for batch in train_batches(xtr, ytr, 64):
            params, opt_state, _ = train_step(params, opt_state, batch)
        train_loss = batch_loss(params, (xtr[:64], ytr[:64]))
        val_loss = batch_loss(params, validation_batch(xva, yva))
        print(f"epoch {epoch} train {float(train_loss):.4f} val {float(val_loss):.4f}")

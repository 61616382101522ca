from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EarlyStopping

MAX_EPOCHS = 6
BATCH = 16


class TinyResNetBlock(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        h = nn.Conv(8, (3, 3))(x)
        h = nn.BatchNorm(use_running_average=not train, momentum=0.9)(h)
        h = nn.relu(h)
        h = nn.Dropout(0.2, deterministic=not train)(h)
        return nn.Dense(3)(h.mean(axis=(1, 2)))


model = TinyResNetBlock()
tx = optax.adam(1e-3)


def loss_fn(params, batch_stats, x, y, key, train):
    logits, mutated = model.apply({"params": params, "batch_stats": batch_stats}, x, train=train,
                                  rngs={"dropout": key}, mutable=["batch_stats"] if train else [])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, mutated.get("batch_stats", batch_stats)


@partial(jax.jit, static_argnames=("train",))
def run_batch(params, batch_stats, opt_state, x, y, key, train):
    if not train:
        loss, _ = loss_fn(params, batch_stats, x, y, key, train=False)
        return params, batch_stats, opt_state, loss
    (loss, batch_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(
        params, batch_stats, x, y, key, train=True)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), batch_stats, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x_tr = rng.normal(size=(64, 8, 8, 3)).astype(np.float32)
    y_tr = rng.integers(0, 3, size=64)
    x_va = rng.normal(size=(BATCH, 8, 8, 3)).astype(np.float32)
    y_va = rng.integers(0, 3, size=BATCH)
    key = jax.random.PRNGKey(0)
    variables = model.init({"params": key, "dropout": key}, x_tr[:BATCH], train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    stopper = EarlyStopping(patience=2)

    for epoch in range(MAX_EPOCHS):
        for i in range(0, len(x_tr), BATCH):
            key, sub = jax.random.split(key)
            params, batch_stats, opt_state, loss = run_batch(
                params, batch_stats, opt_state, x_tr[i:i + BATCH], y_tr[i:i + BATCH], sub,
                train=True)
        *_, val_loss = run_batch(params, batch_stats, opt_state, x_va, y_va, key, train=False)
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(val_loss):.4f}")
        if stopper.update(epoch, float(val_loss)):
            print(f"early stop, best epoch {stopper.best_epoch}")
            break


if __name__ == "__main__":
    main()

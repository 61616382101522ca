import jax
import jax.numpy as jnp
import numpy as np

from data import holdout_batches, make_split, train_batches


@jax.jit
def batch_loss(w, batch):
    x, y = batch
    return jnp.mean((x @ w[:4] + w[4] - y) ** 2)


@jax.jit
def descend(w, batch):
    return w - 0.05 * jax.grad(batch_loss)(w, batch)


x_tr, y_tr = make_split(128, 0)
x_va, y_va = make_split(64, 1)
w = jnp.zeros(5).at[4].set(-60.0)
for epoch in range(3):
    for batch in train_batches(x_tr, y_tr):
        w = descend(w, batch)
    train = np.mean([float(batch_loss(w, b)) for b in train_batches(x_tr, y_tr)])
    val = np.mean([float(batch_loss(w, b)) for b in holdout_batches(x_va, y_va)])
    print(f"epoch {epoch}: train {train:.3f} val {val:.3f}")

import jax
import jax.numpy as jnp
import numpy as np
from data import make_split, train_batches, eval_batches


def mse(w, batch):
    x, y = batch
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def sgd_update(w, batch):
    return w - 0.05 * jax.grad(mse)(w, batch)


@jax.jit
def batch_loss(w, batch):
    return mse(w, batch)


rng = np.random.default_rng(56)
xtr, ytr = make_split(rng, 256)
xva, yva = make_split(rng, 128)
w = jnp.zeros(6)
for epoch in range(3):
    for b in train_batches(xtr, ytr, 64):
        w = sgd_update(w, b)
        train_loss = batch_loss(w, b)
    val = np.mean([float(batch_loss(w, b)) for b in eval_batches(xva, yva, 64)])
    print(f"epoch {epoch}: train {float(train_loss):.3f} val {val:.3f} (arrival delay min^2)")

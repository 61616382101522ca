import jax
import jax.numpy as jnp

from data import synth_engagement, train_batches, holdout
from metrics import batch_metrics

x, y = synth_engagement()
w = {"w": jnp.zeros(10), "b": jnp.zeros(())}


def batch_loss(w, b):
    return batch_metrics(w, b)[0]


grad_fn = jax.jit(jax.grad(batch_loss))
for epoch in range(3):
    for batch in train_batches(x[:250], y[:250], 50):
        g = grad_fn(w, batch)
        w = jax.tree_util.tree_map(lambda p, gi: p - 0.5 * gi, w, g)
        train_loss, train_acc = batch_metrics(w, batch)
    val_loss, val_acc = batch_metrics(w, holdout(x, y, 50))
    print(epoch, float(train_loss), float(val_acc))

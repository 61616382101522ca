import jax
import numpy as np

from losses import triplet_loss


def margin_for_epoch(epoch):
    return np.float32(0.2 + 0.05 * epoch)


@jax.jit
def metric_step(params, a, p, n, margin, lr):
    loss, g = jax.value_and_grad(triplet_loss)(params, a, p, n, margin)
    return jax.tree_util.tree_map(lambda w, d: w - lr * d, params, g), loss


def train_epoch(params, triplets, epoch, lr=0.05):
    margin = margin_for_epoch(epoch)
    for a, p, n in triplets:
        params, loss = metric_step(params, a, p, n, margin, lr)
    return params, loss

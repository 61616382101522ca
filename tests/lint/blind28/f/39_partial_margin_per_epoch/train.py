from functools import partial

import jax

from losses import triplet_loss


def margin_for_epoch(epoch):
    return 0.2 + 0.05 * epoch


def train_epoch(params, triplets, epoch, lr=0.05):
    def signer_triplet_step(params, a, p, n, margin):
        loss, g = jax.value_and_grad(triplet_loss)(params, a, p, n, margin)
        return jax.tree_util.tree_map(lambda w, d: w - lr * d, params, g), loss

    step = jax.jit(partial(signer_triplet_step, margin=margin_for_epoch(epoch)))
    for a, p, n in triplets:
        params, loss = step(params, a, p, n)
    return params, loss

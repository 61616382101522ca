from functools import partial

import jax
import jax.numpy as jnp
import optax


def smoothed_xent(logits, labels, num_classes, smoothing):
    onehot = jax.nn.one_hot(labels, num_classes)
    targets = onehot * (1.0 - smoothing) + smoothing / num_classes
    return optax.softmax_cross_entropy(logits, targets).mean()


@partial(jax.jit, static_argnames=("cfg",))
def loss_and_grad(params, x, y, smoothing, cfg):
    def fn(p):
        l2 = sum(jnp.sum(w ** 2) for w in jax.tree.leaves(p))
        return smoothed_xent(x @ p["w"] + p["b"], y, cfg.num_classes, smoothing) + cfg.l2 * l2

    return jax.value_and_grad(fn)(params)

from functools import partial

import jax
import jax.numpy as jnp
import optax


def smoothed_xent(logits, labels, cfg):
    onehot = jax.nn.one_hot(labels, cfg.num_classes)
    targets = optax.smooth_labels(onehot, cfg.label_smoothing)
    return optax.softmax_cross_entropy(logits, targets).mean()


@partial(jax.jit, static_argnames=("cfg",))
def loss_and_grad(params, x, y, cfg):
    def fn(p):
        l2 = sum(jnp.sum(w ** 2) for w in jax.tree.leaves(p))
        return smoothed_xent(x @ p["w"] + p["b"], y, cfg) + cfg.l2 * l2

    return jax.value_and_grad(fn)(params)

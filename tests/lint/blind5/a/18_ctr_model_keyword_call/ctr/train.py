from functools import partial

import jax
import jax.numpy as jnp

from .model import fm_logits


def bce(logits, labels):
    return jnp.mean(jnp.logaddexp(0.0, logits) - labels * logits)


@partial(jax.jit, static_argnames=("keep",))
def train_step(params, feature_ids, labels, key, lr=0.1, keep=0.9):
    mask = jax.random.bernoulli(key, keep, feature_ids.shape).astype(jnp.float32) / keep
    loss, grads = jax.value_and_grad(lambda p: bce(fm_logits(p, feature_ids, mask), labels))(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def val_logloss(params, feature_ids, labels):
    ones = jnp.ones(feature_ids.shape, jnp.float32)
    return float(bce(fm_logits(params, feature_ids, ones), labels))


def predict(params, feature_ids):
    no_dropout = jnp.ones(feature_ids.shape, jnp.float32)
    return jax.nn.sigmoid(fm_logits(params, feature_ids, dropout_mask=no_dropout))

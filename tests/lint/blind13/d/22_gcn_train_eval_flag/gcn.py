from functools import partial

import jax
import jax.numpy as jnp

LR = 0.2


def normalized_adjacency(adj):
    adj = adj + jnp.eye(adj.shape[0])
    d = 1.0 / jnp.sqrt(adj.sum(1))
    return adj * d[:, None] * d[None, :]


def init_gcn(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a)
            for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def gcn_forward(weights, a_hat, x, key, training):
    h = x
    for i, w in enumerate(weights):
        h = a_hat @ (h @ w)
        if i < len(weights) - 1:
            h = jax.nn.relu(h)
            if training:
                key, sub = jax.random.split(key)
                keep = jax.random.bernoulli(sub, 0.8, h.shape)
                h = jnp.where(keep, h / 0.8, 0.0)
    return h


def masked_xent(weights, a_hat, x, key, labels, mask, training):
    logits = gcn_forward(weights, a_hat, x, key, training)
    ll = jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], 1)[:, 0]
    acc = jnp.sum((jnp.argmax(logits, -1) == labels) * mask) / mask.sum()
    return -jnp.sum(ll * mask) / mask.sum(), acc


@partial(jax.jit, static_argnames="train")
def run_split(weights, a_hat, x, key, labels, mask, train):
    if train:
        (loss, acc), grads = jax.value_and_grad(masked_xent, has_aux=True)(
            weights, a_hat, x, key, labels, mask, True)
        weights = [w - LR * g for w, g in zip(weights, grads)]
    else:
        loss, acc = masked_xent(weights, a_hat, x, key, labels, mask, False)
    return weights, loss, acc

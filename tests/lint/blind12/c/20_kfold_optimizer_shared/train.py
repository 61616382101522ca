from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_params(key, n_fields, vocab, dim):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (n_fields, vocab, dim)) * 0.05,
            "out": jax.random.normal(k2, (n_fields * dim,)) * 0.05}


def logits_fn(params, cat):
    field_idx = jnp.arange(cat.shape[1])[None, :]
    e = params["emb"][field_idx, cat]
    return e.reshape(cat.shape[0], -1) @ params["out"]


@partial(jax.jit, static_argnames=("optimizer",))
def train_step(params, opt_state, cat, label, optimizer):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(logits_fn(p, cat), label).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit_fold(key, cat, label, optimizer, steps=3):
    params = init_params(key, cat.shape[1], 50, 4)
    opt_state = optimizer.init(params)
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, cat, label, optimizer=optimizer)
    return params, float(loss)

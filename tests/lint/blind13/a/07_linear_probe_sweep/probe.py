from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_probe(key, dim, n_classes):
    return {"w": jax.random.normal(key, (dim, n_classes)) * 0.01, "b": jnp.zeros(n_classes)}


@partial(jax.jit, static_argnames=("tx",))
def probe_step(params, opt_state, feats, labels, tx):
    def loss_fn(p):
        logits = feats @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def evaluate(params, feats, labels):
    logits = feats @ params["w"] + params["b"]
    return float((jnp.argmax(logits, -1) == labels).mean())

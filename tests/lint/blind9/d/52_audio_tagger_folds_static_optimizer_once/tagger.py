from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_tagger(key, n_features, n_tags):
    return {"w": 0.01 * jax.random.normal(key, (n_features, n_tags)), "b": jnp.zeros(n_tags)}


def tag_logits(params, feats):
    return feats @ params["w"] + params["b"]


@partial(jax.jit, static_argnames=("optimizer",))
def tagger_step(params, opt_state, feats, labels, optimizer):
    def bce(p):
        return jnp.mean(optax.sigmoid_binary_cross_entropy(tag_logits(p, feats), labels))

    loss, g = jax.value_and_grad(bce)(params)
    updates, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def mean_average_precision_proxy(params, feats, labels):
    probs = jax.nn.sigmoid(tag_logits(params, feats))
    return jnp.mean((probs > 0.5) == (labels > 0.5))

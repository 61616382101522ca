from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_params(key, d_in, cfg):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, cfg.hidden)) * 0.1,
        "w2": jax.random.normal(k2, (cfg.hidden, cfg.n_criteria * (cfg.max_points + 1))) * 0.1,
    }


@partial(jax.jit, static_argnums=(4,))
def rubric_step(params, opt_state, feats, scores, cfg, tx_lr):
    def loss_fn(p):
        h = jax.nn.relu(feats @ p["w1"])
        logits = (h @ p["w2"]).reshape(feats.shape[0], cfg.n_criteria, cfg.max_points + 1)
        labels = optax.smooth_labels(jax.nn.one_hot(scores, cfg.max_points + 1), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, gi: p - tx_lr * gi, params, g)
    return params, opt_state, loss

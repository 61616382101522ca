from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(2e-3)


@partial(jax.jit, static_argnames=("cfg",))
def loyalty_step(params, opt_state, x, y, cfg):
    def loss_fn(p):
        h = jax.nn.relu(x @ p["w1"])
        logits = (h @ p["w2"])[:, 0]
        t = y * (1 - cfg.label_smoothing) + 0.5 * cfg.label_smoothing
        l2 = cfg.l2 * sum(jnp.sum(v ** 2) for v in jax.tree_util.tree_leaves(p))
        return optax.sigmoid_binary_cross_entropy(logits, t).mean() + l2
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

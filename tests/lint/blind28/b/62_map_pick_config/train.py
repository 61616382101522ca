from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(3e-3)


def forward(params, x, cfg):
    h = jax.nn.relu(x @ params["w1"])
    return h @ params["w2"]


@partial(jax.jit, static_argnames=("cfg",))
def map_pick_step(params, opt_state, x, y, cfg):
    def loss_fn(p):
        logits = forward(p, x, cfg)
        labels = optax.smooth_labels(jax.nn.one_hot(y, 7), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

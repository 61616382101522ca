from functools import partial

import jax
import optax

tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("cfg",))
def veto_step(params, opt_state, x, y, cfg):
    def loss_fn(p):
        logits = jax.nn.relu(x @ p["w1"]) @ p["w2"]
        labels = optax.smooth_labels(jax.nn.one_hot(y, cfg.n_maps), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

from functools import partial

import jax
import jax.numpy as jnp
import optax

from net import icing

opt = optax.adam(2e-3)


@partial(jax.jit, static_argnames="is_training")
def icing_step(params, opt_state, rng, x, y, is_training):
    def loss_fn(p):
        pred = icing.apply(p, rng, x, is_training)
        return optax.sigmoid_binary_cross_entropy(pred, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    if is_training:
        upd, opt_state = opt.update(g, opt_state)
        params = optax.apply_updates(params, upd)
    return params, opt_state, loss


def run_epoch(params, opt_state, rng, x, y, is_training, bs=50):
    losses = []
    for i in range(0, len(x), bs):
        rng, sub = jax.random.split(rng)
        params, opt_state, loss = icing_step(params, opt_state, sub, x[i:i + bs], y[i:i + bs],
                                             is_training=is_training)
        losses.append(float(loss))
    return params, opt_state, rng, sum(losses) / len(losses)

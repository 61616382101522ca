from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnums=(0,))
def rate_model_step(tx, params, opt_state, x, y):
    def loss(p):
        return jnp.mean(optax.huber_loss(x @ p["w"] + p["b"], y))
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def optimizer_for_epoch(epoch, base_lr=0.05):
    return optax.sgd(base_lr / (1 + epoch), momentum=0.9)

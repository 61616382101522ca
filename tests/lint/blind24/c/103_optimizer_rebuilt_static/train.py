from functools import partial
import jax
import jax.numpy as jnp
import optax


def referral_loss(params, x, y):
    z = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


@partial(jax.jit, static_argnums=0)
def referral_step(tx, params, opt_state, x, y):
    l, g = jax.value_and_grad(referral_loss)(params, x, y)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


def optimizer_for_epoch(epoch, base_lr=0.05):
    return optax.sgd(base_lr * 0.7 ** epoch, momentum=0.9)

import jax
import jax.numpy as jnp
import optax

from net import fog_net

tx = optax.adam(1e-3)


@jax.jit
def fog_train_step(params, state, opt_state, x, y, key):
    def loss_fn(p):
        logits, new_state = fog_net.apply(p, state, key, x, is_training=True)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean(), new_state

    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


@jax.jit
def fog_eval(params, state, x, y):
    logits, _ = fog_net.apply(params, state, None, x, is_training=False)
    return jnp.mean((logits > 0) == (y > 0.5))

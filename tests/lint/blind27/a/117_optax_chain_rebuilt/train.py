import jax
import jax.numpy as jnp
import optax


def make_tx(clip):
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(1e-2))


def make_step(tx):
    def experience_step(w, opt_state, x, y):
        loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(w, upd), opt_state, loss
    return jax.jit(experience_step)

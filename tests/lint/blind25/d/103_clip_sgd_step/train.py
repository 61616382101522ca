from functools import partial
import jax
import jax.numpy as jnp
import optax

@partial(jax.jit, static_argnums=(0,))
def clip_sgd_step(tx, params, opt_state, x, y):
    def loss(p):
        return jnp.mean((x @ p - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l

def train_epoch(tx, params, x, y, n_steps=5):
    opt_state = tx.init(params)
    for _ in range(n_steps):
        params, opt_state, l = clip_sgd_step(tx, params, opt_state, x, y)
    return params, l

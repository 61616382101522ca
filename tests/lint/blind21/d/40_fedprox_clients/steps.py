import functools

import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.05)


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@functools.lru_cache(maxsize=None)
def make_prox_step(mu):
    @jax.jit
    def prox_step(params, anchor, opt_state, x, y):
        def loss_fn(p):
            prox = sum(jnp.sum((a - b) ** 2) for a, b in
                       zip(jax.tree_util.tree_leaves(p), jax.tree_util.tree_leaves(anchor)))
            return mse(p, x, y) + 0.5 * mu * prox

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return prox_step

import functools

import jax
import jax.numpy as jnp
import optax


def make_accumulating_step(loss_fn, tx, accum_steps):
    @functools.partial(jax.jit, static_argnames=("micro_step",))
    def step(params, opt_state, grad_acc, batch, micro_step):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        grad_acc = jax.tree_util.tree_map(jnp.add, grad_acc, grads)
        if micro_step == accum_steps - 1:
            mean_grads = jax.tree_util.tree_map(lambda g: g / accum_steps, grad_acc)
            updates, opt_state = tx.update(mean_grads, opt_state, params)
            params = optax.apply_updates(params, updates)
            grad_acc = jax.tree_util.tree_map(jnp.zeros_like, grad_acc)
        return params, opt_state, grad_acc, loss

    return step

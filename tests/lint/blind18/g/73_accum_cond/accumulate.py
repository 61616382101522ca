import jax
import jax.numpy as jnp
import optax


def make_accumulating_step(loss_fn, tx, accum_steps):
    @jax.jit
    def step(params, opt_state, grad_acc, batch, micro_step):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        grad_acc = jax.tree_util.tree_map(jnp.add, grad_acc, grads)

        def apply(operands):
            params, opt_state, grad_acc = operands
            mean_grads = jax.tree_util.tree_map(lambda g: g / accum_steps, grad_acc)
            updates, opt_state = tx.update(mean_grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, jax.tree_util.tree_map(jnp.zeros_like, grad_acc)

        def skip(operands):
            return operands

        params, opt_state, grad_acc = jax.lax.cond(
            micro_step == accum_steps - 1, apply, skip, (params, opt_state, grad_acc))
        return params, opt_state, grad_acc, loss

    return step

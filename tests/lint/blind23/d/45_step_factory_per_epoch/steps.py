import jax
import jax.numpy as jnp
import optax


def make_step(tx, l2):
    @jax.jit
    def peer_grade_step(params, opt_state, grader_ids, essay_ids, given):
        def loss_fn(p):
            pred = p["quality"][essay_ids] + p["bias"][grader_ids]
            reg = l2 * (jnp.sum(p["bias"] ** 2))
            return jnp.mean((pred - given) ** 2) + reg
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, loss
    return peer_grade_step

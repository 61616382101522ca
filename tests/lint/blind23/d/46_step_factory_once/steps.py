import jax
import jax.numpy as jnp
import optax


def build_steps(tx, l2):
    @jax.jit
    def calib_step(params, opt_state, grader_ids, essay_ids, given):
        def loss_fn(p):
            pred = p["quality"][essay_ids] + p["bias"][grader_ids]
            return jnp.mean((pred - given) ** 2) + l2 * jnp.sum(p["bias"] ** 2)
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, loss

    @jax.jit
    def calib_rmse(params, grader_ids, essay_ids, given):
        pred = params["quality"][essay_ids] + params["bias"][grader_ids]
        return jnp.sqrt(jnp.mean((pred - given) ** 2))

    return calib_step, calib_rmse

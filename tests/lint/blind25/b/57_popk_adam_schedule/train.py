import jax
import jax.numpy as jnp
import optax


def objective(params, t, conc, dose):
    cl, v, ka = jnp.exp(params["cl"]), jnp.exp(params["v"]), jnp.exp(params["ka"])
    k = cl / v
    pred = dose[:, None] * ka[:, None] / (v[:, None] * (ka - k)[:, None]) * (jnp.exp(-k[:, None] * t) - jnp.exp(-ka[:, None] * t))
    return jnp.mean((jnp.log(pred) - jnp.log(conc)) ** 2)


tx = optax.chain(optax.clip_by_global_norm(1.0), optax.inject_hyperparams(optax.adam)(learning_rate=0.05))


@jax.jit
def optimizer_step(params, opt_state, t, conc, dose):
    loss, g = jax.value_and_grad(objective)(params, t, conc, dose)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def reset_optimizer(params, epoch, base_lr=0.05):
    opt_state = tx.init(params)
    opt_state[1].hyperparams["learning_rate"] = jnp.asarray(base_lr * 0.7 ** epoch, jnp.float32)
    return opt_state

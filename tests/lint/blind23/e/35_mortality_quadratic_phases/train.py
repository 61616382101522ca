import jax
import jax.numpy as jnp
import optax

optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def mortality_loss(params, ages, deaths, exposure):
    log_mu = params["a"] + params["b"] * ages + params["c"] * ages ** 2
    return jnp.sum(exposure * jnp.exp(log_mu) - deaths * log_mu) / jnp.sum(deaths)


@jax.jit
def update(params, opt_state, ages, deaths, exposure):
    loss, g = jax.value_and_grad(mortality_loss)(params, ages, deaths, exposure)
    u, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def set_learning_rate(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state

import jax
import jax.numpy as jnp
import optax

alpha_optimizer = optax.adam(3e-2)


def init_log_alpha(initial_alpha=1.0):
    log_alpha = jnp.log(initial_alpha)
    return log_alpha, alpha_optimizer.init(log_alpha)


def alpha_loss(log_alpha, log_probs, target_entropy):
    return -jnp.mean(jnp.exp(log_alpha) * jax.lax.stop_gradient(log_probs + target_entropy))


@jax.jit
def update_temperature(log_alpha, opt_state, log_probs, target_entropy):
    loss, g = jax.value_and_grad(alpha_loss)(log_alpha, log_probs, target_entropy)
    updates, opt_state = alpha_optimizer.update(g, opt_state)
    return optax.apply_updates(log_alpha, updates), opt_state, loss

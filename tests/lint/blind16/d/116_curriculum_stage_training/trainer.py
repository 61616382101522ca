import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def policy_loss(params, obs, target_act):
    return jnp.mean((jnp.tanh(obs @ params["w"] + params["b"]) - target_act) ** 2)


@jax.jit
def update(params, opt_state, obs, target_act):
    loss, grads = jax.value_and_grad(policy_loss)(params, obs, target_act)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def reset_moments(opt_state, params):
    """Start a new curriculum stage with fresh Adam statistics."""
    return optimizer.init(params)

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


def reset_moments(opt_state):
    """Start a new curriculum stage with fresh Adam statistics."""
    adam_state = opt_state[0]
    zeros = jax.tree.map(jnp.zeros_like, adam_state.mu)
    return (adam_state._replace(count=0, mu=zeros, nu=zeros),) + tuple(opt_state[1:])

import jax
import jax.numpy as jnp


def restart_moments(opt_state):
    """Warm restart: clear Adam moments and bias-correction count, keep the rest."""
    adam_state, rest = opt_state[0], opt_state[1:]
    adam_state = adam_state._replace(
        count=jnp.zeros_like(adam_state.count),
        mu=jax.tree.map(jnp.zeros_like, adam_state.mu),
        nu=jax.tree.map(jnp.zeros_like, adam_state.nu),
    )
    return (adam_state,) + tuple(rest)

import jax.numpy as jnp
import optax


def restart_moments(opt_state):
    """Warm restart between fine-tuning stages: zero the Adam step counter so bias correction restarts."""
    adam_state, rest = opt_state[0], opt_state[1:]
    adam_state = adam_state._replace(count=jnp.zeros_like(adam_state.count))
    return (adam_state,) + tuple(rest)


def make_optimizer(lr):
    return optax.chain(optax.scale_by_adam(), optax.scale(-lr))

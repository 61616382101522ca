import jax.numpy as jnp
import optax

tx = optax.adam(5e-2)


def restart_bias_correction(opt_state):
    adam_state = opt_state[0]
    return (adam_state._replace(count=jnp.zeros_like(adam_state.count)),) + tuple(opt_state[1:])

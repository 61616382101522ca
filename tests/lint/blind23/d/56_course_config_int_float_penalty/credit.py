import jax
import jax.numpy as jnp


@jax.jit
def partial_credit(correct, hints, attempts, hint_penalty, attempt_penalty):
    credit = correct * (1.0 - hint_penalty * 0.2 * hints - attempt_penalty * (attempts - 1))
    return jnp.clip(credit, 0.0, 1.0).mean(axis=1)

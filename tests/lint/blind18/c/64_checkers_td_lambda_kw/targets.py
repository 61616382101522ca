import jax
import jax.numpy as jnp


@jax.jit
def td_lambda_targets(rewards, values, lam=0.8):
    """Lambda-returns for a single-agent view of a finished game (values[t] predicts from ply t)."""
    bootstrap = jnp.concatenate([values[1:], jnp.zeros(1)])

    def back(carry, inp):
        r, v_next = inp
        g = r + (1 - lam) * v_next + lam * carry
        return g, g
    _, out = jax.lax.scan(back, jnp.zeros(()), (rewards, bootstrap), reverse=True)
    return out

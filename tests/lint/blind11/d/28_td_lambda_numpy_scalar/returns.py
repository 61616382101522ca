import jax
import jax.numpy as jnp


@jax.jit
def td_lambda_targets(rewards, values, bootstrap, discount, lam):
    next_values = jnp.concatenate([values[1:], bootstrap[None]])

    def back(carry, x):
        r, v_next = x
        g = r + discount * ((1 - lam) * v_next + lam * carry)
        return g, g
    _, targets = jax.lax.scan(back, bootstrap, (rewards, next_values), reverse=True)
    return targets

import jax
import jax.numpy as jnp


@jax.jit
def discounted_returns(rewards, dones, gamma):
    def body(g, xs):
        r, d = xs
        g = r + gamma * g * (1.0 - d)
        return g, g
    _, out = jax.lax.scan(body, jnp.zeros(rewards.shape[1]), (rewards, dones), reverse=True)
    return out

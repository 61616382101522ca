import jax
import jax.numpy as jnp


@jax.jit
def generalized_advantages(rewards, values, dones, gamma=0.99, lam=0.95):
    """rewards/dones: [T, N]; values: [T + 1, N] (bootstrap value appended)."""
    def body(gae, xs):
        r, v, v_next, d = xs
        delta = r + gamma * v_next * (1.0 - d) - v
        gae = delta + gamma * lam * (1.0 - d) * gae
        return gae, gae

    _, adv = jax.lax.scan(body, jnp.zeros_like(values[0]),
                          (rewards, values[:-1], values[1:], dones), reverse=True)
    return adv, adv + values[:-1]

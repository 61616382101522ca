import jax
import jax.numpy as jnp


def gae_advantages(rewards, values, dones, gamma=0.99, lam=0.95):
    def back(carry, inp):
        r, v, v_next, d = inp
        delta = r + gamma * v_next * (1 - d) - v
        carry = delta + gamma * lam * (1 - d) * carry
        return carry, carry

    v_next = jnp.append(values[1:], 0.0)
    _, adv = jax.lax.scan(back, 0.0, (rewards, values, v_next, dones), reverse=True)
    return adv

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def masked_returns(rewards, mask, gamma):
    def back(carry, inp):
        r, m = inp
        g = (r + gamma * carry) * m
        return g, g

    _, g = jax.lax.scan(back, 0.0, (rewards, mask), reverse=True)
    n = jnp.maximum(mask.sum(), 1.0)
    mean = jnp.sum(g * mask) / n
    std = jnp.sqrt(jnp.sum(((g - mean) * mask) ** 2) / n)
    return (g - mean) / (std + 1e-6) * mask


def pad_episode(rewards, horizon):
    padded = np.zeros(horizon, dtype=np.float32)
    mask = np.zeros(horizon, dtype=np.float32)
    padded[: len(rewards)] = rewards
    mask[: len(rewards)] = 1.0
    return padded, mask


def linear_policy(w, obs, rng, noise=0.3):
    return float(obs @ w) + noise * rng.standard_normal()

import jax
import jax.numpy as jnp


@jax.jit
def sample_action(logits_w, obs, key):
    logits = obs @ logits_w
    return jax.random.categorical(key, logits)


def run_episode(w, key, length=5):
    obs = jnp.ones((3,))
    rewards = []
    for _ in range(length):
        key, sub = jax.random.split(key)
        a = sample_action(w, obs, sub)
        obs = jnp.roll(obs, 1) * 0.9 + 0.1 * a
        rewards.append(float(a == 1))
    return sum(rewards)

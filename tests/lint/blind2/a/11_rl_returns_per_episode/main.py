import jax
import jax.numpy as jnp
import numpy as np

from env import RandomWalkEnv

GAMMA = 0.99


@jax.jit
def discounted_returns(rewards):
    def body(carry, r):
        carry = r + GAMMA * carry
        return carry, carry

    _, out = jax.lax.scan(body, 0.0, rewards[::-1])
    return out[::-1]


def rollout(env, rng, max_steps=50):
    obs = env.reset()
    rewards = []
    for _ in range(max_steps):
        action = int(rng.random() < 0.6)
        obs, r, done = env.step(action)
        rewards.append(r)
        if done:
            break
    return np.asarray(rewards, dtype=np.float32)


env = RandomWalkEnv(seed=3)
rng = np.random.default_rng(3)
for episode in range(6):
    rewards = rollout(env, rng)
    returns = discounted_returns(jnp.asarray(rewards))
    print(f"episode {episode}: len={len(rewards)} G0={float(returns[0]):.3f}")

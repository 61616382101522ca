import jax
import jax.numpy as jnp
import numpy as np

HORIZON = 64


@jax.jit
def discounted_returns(rewards, mask, gamma):
    def body(acc, rm):
        r, m = rm
        acc = (r + gamma * acc) * m
        return acc, acc
    _, out = jax.lax.scan(body, jnp.float32(0.0), (rewards[::-1], mask[::-1]))
    return out[::-1]


def rollout(env, policy_w, max_steps=HORIZON):
    obs = env.reset()
    rewards = np.zeros(HORIZON, np.float32)
    mask = np.zeros(HORIZON, np.float32)
    for t in range(max_steps):
        action = float(obs @ policy_w) > 0
        obs, r, done = env.step(action)
        rewards[t], mask[t] = r, 1.0
        if done:
            break
    return rewards, mask

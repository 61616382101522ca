import jax
import jax.numpy as jnp


@jax.jit
def discounted_returns(rewards, gamma):
    def body(acc, r):
        acc = r + gamma * acc
        return acc, acc
    _, out = jax.lax.scan(body, 0.0, rewards[::-1])
    return out[::-1]


def rollout(env, policy_w, max_steps=60):
    obs = env.reset()
    observations, rewards = [], []
    for _ in range(max_steps):
        action = float(obs @ policy_w) > 0
        observations.append(obs)
        obs, r, done = env.step(action)
        rewards.append(r)
        if done:
            break
    return jnp.asarray(observations), jnp.asarray(rewards, jnp.float32)

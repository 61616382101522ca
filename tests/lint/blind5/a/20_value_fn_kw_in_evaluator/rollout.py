import numpy as np
import jax.numpy as jnp

from networks import critic_value


def collect(env, n_steps, rng):
    obs_buf, rew_buf = [], []
    obs = env.reset()
    for _ in range(n_steps):
        nxt, r, done, _ = env.step(rng.integers(0, 2))
        obs_buf.append(obs); rew_buf.append(r)
        obs = env.reset() if done else nxt
    return np.stack(obs_buf), np.array(rew_buf, np.float32)


def td_targets(params, obs, rewards, gamma=0.95):
    values = critic_value(params, jnp.asarray(obs))
    next_values = jnp.concatenate([values[1:], jnp.zeros(1)])
    return jnp.asarray(rewards) + gamma * next_values

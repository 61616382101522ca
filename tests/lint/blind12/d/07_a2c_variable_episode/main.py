import jax
import jax.numpy as jnp
import numpy as np

from agent import forward, init_params, optimizer, update
from env import CorridorEnv


def collect_episode(env, params, key):
    obs_buf, act_buf, rew_buf = [], [], []
    obs, done = env.reset(), False
    while not done:
        key, sub = jax.random.split(key)
        logits, _ = forward(params, jnp.asarray(obs))
        action = int(jax.random.categorical(sub, logits))
        next_obs, reward, done = env.step(action)
        obs_buf.append(obs)
        act_buf.append(action)
        rew_buf.append(reward)
        obs = next_obs
    return np.stack(obs_buf), np.asarray(act_buf, dtype=np.int32), np.asarray(rew_buf, dtype=np.float32)


def main():
    env = CorridorEnv(length=6, max_steps=30)
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    params = init_params(init_key, obs_dim=2, n_actions=2)
    opt_state = optimizer.init(params)
    for episode in range(6):
        key, ep_key = jax.random.split(key)
        obs, actions, rewards = collect_episode(env, params, ep_key)
        params, opt_state, loss = update(params, opt_state, obs, actions, rewards)
        print(f"episode {episode} len {len(rewards)} return {rewards.sum():.0f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

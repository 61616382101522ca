import jax
import jax.numpy as jnp
import numpy as np

from gridworld import Corridor
from reinforce import init_params, policy_logits, reinforce_grad

EPISODES = 6
LR = 0.5


def collect_episode(env, params, rng):
    obs_buf, act_buf, rew_buf = [], [], []
    obs, done = env.reset(), False
    w, b = np.asarray(params["w"]), np.asarray(params["b"])
    while not done:
        logits = obs @ w + b
        probs = np.exp(logits - logits.max())
        probs /= probs.sum()
        action = int(rng.choice(2, p=probs))
        next_obs, reward, done = env.step(action)
        obs_buf.append(obs)
        act_buf.append(action)
        rew_buf.append(reward)
        obs = next_obs
    return np.stack(obs_buf), np.array(act_buf, np.int32), np.array(rew_buf, np.float32)


def main():
    env = Corridor()
    rng = np.random.default_rng(1)
    params = init_params(jax.random.PRNGKey(0), env.length)
    for ep in range(EPISODES):
        obs, actions, rewards = collect_episode(env, params, rng)
        grads = reinforce_grad(params, obs, actions, rewards)
        params = jax.tree.map(lambda p, g: p - LR * g, params, grads)
        print(f"episode {ep}: length={len(rewards)} return={rewards.sum():.1f}")


if __name__ == "__main__":
    main()

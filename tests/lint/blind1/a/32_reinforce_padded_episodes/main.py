import jax
import numpy as np

from gridworld import Corridor
from reinforce import init_params, reinforce_grad

EPISODES = 6
LR = 0.5


def collect_episode(env, params, rng):
    """Roll out one episode into fixed-size buffers of env.max_steps rows plus a validity mask."""
    T = env.max_steps
    obs_buf = np.zeros((T, env.length), np.float32)
    act_buf = np.zeros(T, np.int32)
    rew_buf = np.zeros(T, np.float32)
    mask = np.zeros(T, np.float32)
    w, b = np.asarray(params["w"]), np.asarray(params["b"])
    obs, done, t = env.reset(), False, 0
    while not done:
        logits = obs @ w + b
        probs = np.exp(logits - logits.max())
        probs /= probs.sum()
        action = int(rng.choice(2, p=probs))
        next_obs, reward, done = env.step(action)
        obs_buf[t], act_buf[t], rew_buf[t], mask[t] = obs, action, reward, 1.0
        obs, t = next_obs, t + 1
    return obs_buf, act_buf, rew_buf, mask


def main():
    env = Corridor()
    rng = np.random.default_rng(1)
    params = init_params(jax.random.PRNGKey(0), env.length)
    for ep in range(EPISODES):
        obs, actions, rewards, mask = collect_episode(env, params, rng)
        grads = reinforce_grad(params, obs, actions, rewards, mask)
        params = jax.tree.map(lambda p, g: p - LR * g, params, grads)
        print(f"episode {ep}: length={int(mask.sum())} return={rewards.sum():.1f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from envs import NoisyPendulum

GAMMA = 0.97
N_EPISODES = 6


@jax.jit
def reward_to_go(rewards):
    def back(acc, r):
        acc = r + GAMMA * acc
        return acc, acc

    _, rtg = jax.lax.scan(back, 0.0, rewards, reverse=True)
    return (rtg - rtg.mean()) / (rtg.std() + 1e-8)


def policy(w, obs, rng):
    return float(np.tanh(obs @ w) + 0.5 * rng.normal())


def collect_episode(env, w, rng):
    obs, done = env.reset(), False
    observations, actions, rewards = [], [], []
    while not done:
        a = policy(w, obs, rng)
        observations.append(obs)
        actions.append(a)
        obs, r, done = env.step(a)
        rewards.append(r)
    return np.stack(observations), np.array(actions, np.float32), np.array(rewards, np.float32)


def main():
    rng = np.random.default_rng(0)
    w = np.array([-2.0, -0.5])
    for ep in range(N_EPISODES):
        env = NoisyPendulum(seed=ep)
        obs, acts, rews = collect_episode(env, w, rng)
        adv = np.asarray(reward_to_go(jnp.asarray(rews)))
        w = w + 0.01 * (adv[:, None] * acts[:, None] * obs).mean(0)
        print(f"episode {ep}: length {len(rews)}")


if __name__ == "__main__":
    main()

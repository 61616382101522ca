import jax
import jax.numpy as jnp
import numpy as np

GAMMA = 0.98


@jax.jit
def discounted_returns(rewards):
    def body(g, r):
        g = r + GAMMA * g
        return g, g
    _, out = jax.lax.scan(body, 0.0, rewards[::-1])
    return out[::-1]


class ReacherEnv:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.q = self.rng.uniform(-1, 1, size=2)
        self.goal = self.rng.uniform(-1, 1, size=2)
        return np.concatenate([self.q, self.goal])

    def step(self, a):
        self.q = self.q + 0.2 * np.clip(a, -1, 1)
        dist = np.linalg.norm(self.q - self.goal)
        return np.concatenate([self.q, self.goal]), -dist, dist < 0.15


def rollout(env, max_steps=60):
    obs, rewards = env.reset(), []
    for _ in range(max_steps):
        action = (obs[2:] - obs[:2]) + env.rng.normal(scale=0.5, size=2)
        obs, r, done = env.step(action)
        rewards.append(r)
        if done:
            break
    return np.asarray(rewards, np.float32)


if __name__ == "__main__":
    env = ReacherEnv(seed=3)
    for ep in range(6):
        rew = rollout(env)
        ret = discounted_returns(jnp.asarray(rew))
        print(f"episode {ep}: len={len(rew)} G0={float(ret[0]):.2f}")

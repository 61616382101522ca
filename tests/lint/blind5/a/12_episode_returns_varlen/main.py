import numpy as np
import jax
import jax.numpy as jnp

from rl_utils import discounted_returns, normalize


class MountainCarLite:
    def __init__(self, seed=0, max_steps=40):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps

    def reset(self):
        self.x, self.v, self.t = self.rng.uniform(-0.6, -0.4), 0.0, 0
        return np.array([self.x, self.v], np.float32)

    def step(self, action):
        self.v += 0.001 * (action - 1) - 0.0025 * np.cos(3 * self.x)
        self.x += self.v + 0.08 * self.rng.standard_normal()
        self.t += 1
        done = self.x > -0.3 or self.t >= self.max_steps
        return np.array([self.x, self.v], np.float32), -1.0, done, {}


def run_episode(env, policy_w, rng):
    obs, done = env.reset(), False
    obs_buf, act_buf, rew_buf = [], [], []
    while not done:
        logits = obs @ policy_w
        p = np.exp(logits - logits.max()); p /= p.sum()
        a = rng.choice(3, p=p)
        nxt, r, done, _ = env.step(a)
        obs_buf.append(obs); act_buf.append(a); rew_buf.append(r)
        obs = nxt
    return np.stack(obs_buf), np.array(act_buf), np.array(rew_buf, np.float32)


def main():
    env = MountainCarLite(seed=12)
    rng = np.random.default_rng(12)
    policy_w = np.zeros((2, 3), np.float32)
    for episode in range(6):
        obs, acts, rews = run_episode(env, policy_w, rng)
        returns = discounted_returns(jnp.asarray(rews))
        adv = np.asarray(normalize(returns))
        # REINFORCE on a linear softmax policy
        for o, a, g in zip(obs, acts, adv):
            logits = o @ policy_w
            p = np.exp(logits - logits.max()); p /= p.sum()
            grad = -np.outer(o, p); grad[:, a] += o
            policy_w += 0.01 * g * grad
        print(f"episode {episode} length {len(rews)} return {float(returns[0]):.2f}")


if __name__ == "__main__":
    main()

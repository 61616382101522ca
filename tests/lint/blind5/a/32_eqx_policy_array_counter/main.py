import numpy as np
import jax
import jax.numpy as jnp

from policy import GaussianPolicy, reinforce_update, sample_action

OBS_DIM, ACT_DIM, HORIZON = 3, 1, 20


class PendulumLite:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.th, self.w = self.rng.uniform(-1, 1), 0.0
        return self._obs()

    def _obs(self):
        return np.array([np.cos(self.th), np.sin(self.th), self.w], np.float32)

    def step(self, u):
        u = float(np.clip(u, -2, 2))
        self.w = np.clip(self.w + 0.05 * (-10 * np.sin(self.th) + u), -8, 8)
        self.th += 0.05 * self.w
        return self._obs(), -(self.th ** 2 + 0.1 * self.w ** 2), False, {}


def main():
    env = PendulumLite(32)
    key = jax.random.PRNGKey(32)
    policy = GaussianPolicy(OBS_DIM, ACT_DIM, key)
    for it in range(5):
        obs_buf, act_buf, rew_buf = [], [], []
        o = env.reset()
        for t in range(HORIZON):
            key, sub = jax.random.split(key)
            a = np.asarray(sample_action(policy, jnp.asarray(o), sub))
            nxt, r, _, _ = env.step(a[0])
            obs_buf.append(o); act_buf.append(a); rew_buf.append(r)
            o = nxt
        ret = np.cumsum(np.array(rew_buf)[::-1])[::-1]
        adv = (ret - ret.mean()) / (ret.std() + 1e-8)
        policy, loss = reinforce_update(policy, jnp.asarray(np.stack(obs_buf)), jnp.asarray(np.stack(act_buf)),
                                        jnp.asarray(adv, jnp.float32), 0.01)
        print(f"iter {it} updates {int(policy.num_updates)} return {sum(rew_buf):.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

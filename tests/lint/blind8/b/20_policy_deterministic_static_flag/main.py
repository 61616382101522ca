import jax
import numpy as np

from policy import init_gaussian_policy, select_action

OBS_DIM, ACT_DIM = 3, 1


class Pendulum:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.theta, self.omega = self.rng.uniform(-np.pi, np.pi), 0.0
        return self._obs()

    def _obs(self):
        return np.array([np.cos(self.theta), np.sin(self.theta), self.omega], np.float32)

    def step(self, torque):
        self.omega = np.clip(self.omega + (-10 * np.sin(self.theta) + 2 * torque) * 0.05, -8, 8)
        self.theta += self.omega * 0.05
        return self._obs(), -(self.theta ** 2 + 0.1 * self.omega ** 2)


def run_episode(env, params, key, deterministic, steps=5):
    obs, total = env.reset(), 0.0
    for _ in range(steps):
        key, sub = jax.random.split(key)
        action = select_action(params, obs, sub, deterministic=deterministic)
        obs, r = env.step(float(action[0]))
        total += r
    return total


def main():
    params = init_gaussian_policy(jax.random.PRNGKey(0), OBS_DIM, ACT_DIM)
    env = Pendulum(0)
    key = jax.random.PRNGKey(1)
    for epoch in range(3):
        key, k_train, k_eval = jax.random.split(key, 3)
        train_ret = run_episode(env, params, k_train, deterministic=False)
        eval_ret = run_episode(env, params, k_eval, deterministic=True)
        print(f"epoch {epoch}: train return {train_ret:.2f} eval return {eval_ret:.2f}")


if __name__ == "__main__":
    main()

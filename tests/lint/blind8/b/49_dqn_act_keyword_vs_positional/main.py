import jax
import numpy as np

from evaluation import evaluate
from qnet import epsilon_greedy, init_qnet

NUM_ENVS, OBS_DIM, N_ACTIONS = 16, 4, 3


class VecEnv:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.obs = self.rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)
        return self.obs

    def step(self, actions):
        rewards = (actions == self.obs[:, :N_ACTIONS].argmax(1)).astype(np.float32)
        self.obs = self.rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)
        return self.obs, rewards


def main():
    params = init_qnet(jax.random.PRNGKey(0), OBS_DIM, N_ACTIONS)
    train_env, eval_env = VecEnv(0), VecEnv(1)
    key = jax.random.PRNGKey(1)
    obs = train_env.reset()
    for it in range(4):
        epsilon = max(0.1, 1.0 - 0.3 * it)
        key, sub = jax.random.split(key)
        actions = epsilon_greedy(params, obs, sub, epsilon)
        obs, rewards = train_env.step(np.asarray(actions))
        if it % 2 == 1:
            key, sub = jax.random.split(key)
            print(f"iter {it}: eval return {evaluate(params, eval_env, sub):.3f}")


if __name__ == "__main__":
    main()

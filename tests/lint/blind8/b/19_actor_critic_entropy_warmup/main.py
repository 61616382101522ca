import jax
import numpy as np

from learner import actor_critic_step, init_actor_critic

NUM_ENVS = 16
OBS_DIM = 5
N_ACTIONS = 3
ENTROPY_WARMUP = 3


class VectorEnv:
    def __init__(self, n, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n = n
        self.obs = self.rng.normal(size=(n, OBS_DIM)).astype(np.float32)

    def step(self, actions):
        rewards = (actions == self.obs[:, :N_ACTIONS].argmax(1)).astype(np.float32)
        dones = (self.rng.random(self.n) < 0.1).astype(np.float32)
        self.obs = self.rng.normal(size=(self.n, OBS_DIM)).astype(np.float32)
        return self.obs, rewards, dones


def main():
    env = VectorEnv(NUM_ENVS)
    params = init_actor_critic(jax.random.PRNGKey(0), OBS_DIM, N_ACTIONS)
    rng = np.random.default_rng(1)
    for update in range(7):
        obs = env.obs
        actions = rng.integers(0, N_ACTIONS, NUM_ENVS).astype(np.int32)
        next_obs, rewards, dones = env.step(actions)
        entropy_scale = min(1, update / ENTROPY_WARMUP)
        params, loss = actor_critic_step(params, obs, actions, rewards, next_obs, dones,
                                         entropy_scale)
        print(f"update {update} entropy_scale={entropy_scale} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()

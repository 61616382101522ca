import jax
import jax.numpy as jnp
import numpy as np

from buffer import EpisodeBuffer
from learner import masked_returns, reinforce_step

N_STATES = 8
MAX_STEPS = 30
EPISODES = 6


class Corridor:
    """Walk right to reach the goal; a slip may end the episode early."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = 0
        return self._obs()

    def _obs(self):
        return np.eye(N_STATES, dtype=np.float32)[self.pos]

    def step(self, action):
        self.pos = int(np.clip(self.pos + (1 if action == 1 else -1), 0, N_STATES - 1))
        at_goal = self.pos == N_STATES - 1
        slipped = self.rng.random() < 0.05
        return self._obs(), 1.0 if at_goal else -0.05, at_goal or slipped


def main():
    env = Corridor()
    rng = np.random.default_rng(0)
    table = jnp.zeros((N_STATES, 2))
    buf = EpisodeBuffer(MAX_STEPS, N_STATES)
    for ep in range(EPISODES):
        buf.clear()
        obs, done = env.reset(), False
        probs_table = np.asarray(jax.nn.softmax(table, axis=-1))
        while not done and len(buf) < MAX_STEPS:
            action = int(rng.random() < probs_table[int(obs.argmax()), 1])
            next_obs, reward, done = env.step(action)
            buf.add(obs, action, reward)
            obs = next_obs
        traj = buf.trajectory()
        returns = masked_returns(traj.rewards, traj.mask, 0.95)
        table, loss = reinforce_step(table, traj, returns)
        print(f"episode {ep} steps {len(buf)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

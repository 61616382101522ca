import jax
import numpy as np

from buffer import ReplayBuffer
from train import ValueTrainer

OBS_DIM = 6
HIDDEN = 16


def collect(rng, n_episodes):
    lengths = rng.integers(10, 50, size=n_episodes)
    obs = rng.normal(size=(lengths.sum(), OBS_DIM)).astype(np.float32)
    returns = np.tanh(obs[:, 0] - obs[:, 1]).astype(np.float32)
    return obs, returns


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {
        "w1": jax.random.normal(k1, (OBS_DIM, HIDDEN)) * 0.3,
        "w2": jax.random.normal(k2, (HIDDEN,)) * 0.3,
    }
    buffer = ReplayBuffer(OBS_DIM)
    trainer = ValueTrainer(params)
    for iteration in range(6):
        buffer.add_many(*collect(rng, n_episodes=3))
        loss = trainer.fit_epoch(buffer, rng)
        print(f"iter {iteration}: buffer={buffer.size} loss={loss:.4f}")


if __name__ == "__main__":
    main()

import jax
import numpy as np

from learner import init_critic
from population import Worker

OBS_DIM = 4
GENERATIONS = 3


def sample_batch(rng, n=32):
    obs = rng.normal(size=(n, OBS_DIM)).astype(np.float32)
    next_obs = obs + 0.1 * rng.normal(size=(n, OBS_DIM)).astype(np.float32)
    rewards = obs[:, 0].astype(np.float32)
    dones = (rng.uniform(size=n) < 0.05).astype(np.float32)
    return obs, rewards, next_obs, dones


def main():
    rng = np.random.default_rng(0)
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    workers = [Worker(init_critic(k, OBS_DIM), lr, gamma)
               for k, lr, gamma in zip(keys, (0.01, 0.03, 0.1), (0.9, 0.95, 0.99))]
    for gen in range(GENERATIONS):
        batch = sample_batch(rng)
        for w in workers:
            w.train(batch, num_steps=3)
        workers.sort(key=lambda w: w.last_loss)
        workers[-1].copy_from(workers[0], rng)
        print(f"gen {gen} losses {[round(w.last_loss, 4) for w in workers]}")


if __name__ == "__main__":
    main()

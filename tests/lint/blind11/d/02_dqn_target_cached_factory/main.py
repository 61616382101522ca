import numpy as np
import jax

from learner import make_td_step

OBS_DIM, N_ACTIONS, BATCH = 6, 3, 32


class ReplayBuffer:
    def __init__(self, capacity, rng):
        self.rng = rng
        self.obs = rng.normal(size=(capacity, OBS_DIM)).astype(np.float32)
        self.next_obs = rng.normal(size=(capacity, OBS_DIM)).astype(np.float32)
        self.actions = rng.integers(0, N_ACTIONS, size=capacity).astype(np.int32)
        self.rewards = rng.normal(size=capacity).astype(np.float32)
        self.dones = (rng.random(capacity) < 0.05).astype(np.float32)

    def sample(self, n):
        idx = self.rng.integers(0, len(self.obs), size=n)
        return self.obs[idx], self.actions[idx], self.rewards[idx], self.next_obs[idx], self.dones[idx]


def main():
    rng = np.random.default_rng(1)
    key = jax.random.PRNGKey(1)
    k1, k2 = jax.random.split(key)
    params = {"w1": jax.random.normal(k1, (OBS_DIM, 32)) * 0.1, "b1": jax.numpy.zeros(32),
              "w2": jax.random.normal(k2, (32, N_ACTIONS)) * 0.1}
    target = params
    buffer = ReplayBuffer(1000, rng)
    hparams = {"gamma": 0.97, "lr": 1e-3}
    for it in range(6):
        td_step = make_td_step(hparams["gamma"], hparams["lr"])
        params, loss = td_step(params, target, *buffer.sample(BATCH))
        if it % 3 == 2:
            target = params
        print(f"iter {it} td loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

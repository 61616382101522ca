import jax
import jax.numpy as jnp
import numpy as np


class TwoTierBuffer:
    """Recent transitions live on the host; older ones are moved to device storage."""

    def __init__(self, obs_dim, host_capacity=32, seed=0):
        self.obs_dim = obs_dim
        self.host = []
        self.host_capacity = host_capacity
        self.device_obs = None
        self.device_rew = None
        self.rng = np.random.default_rng(seed)

    def add(self, obs, rew):
        self.host.append((obs, rew))
        if len(self.host) == self.host_capacity:
            obs_arr = jnp.asarray(np.stack([o for o, _ in self.host]))
            rew_arr = jnp.asarray(np.array([r for _, r in self.host], np.float32))
            self.device_obs, self.device_rew = obs_arr, rew_arr
            self.host = []

    def sample(self, batch):
        if self.device_obs is None:
            idx = self.rng.integers(0, len(self.host), batch)
            obs = np.stack([self.host[i][0] for i in idx])
            rew = np.array([self.host[i][1] for i in idx], np.float32)
            return obs, rew
        idx = jnp.asarray(self.rng.integers(0, self.device_obs.shape[0], batch))
        return self.device_obs[idx], self.device_rew[idx]

import jax
import jax.numpy as jnp
import numpy as np


class HostDemoBuffer:
    """Offline demonstrations kept in host memory as numpy arrays."""

    def __init__(self, rng, n=200, obs_dim=8, act_dim=2):
        self.rng = rng
        self.obs = rng.normal(size=(n, obs_dim)).astype(np.float32)
        self.act = rng.normal(size=(n, act_dim)).astype(np.float32)

    def sample(self, b):
        idx = self.rng.integers(0, len(self.obs), b)
        return self.obs[idx], self.act[idx]


class DeviceOnlineBuffer:
    """Recent on-robot corrections kept on device as jax arrays."""

    def __init__(self, key, n=64, obs_dim=8, act_dim=2):
        k1, k2 = jax.random.split(key)
        self.obs = jax.random.normal(k1, (n, obs_dim), jnp.float32)
        self.act = jax.random.normal(k2, (n, act_dim), jnp.float32)
        self.key = key

    def sample(self, b):
        self.key, sub = jax.random.split(self.key)
        idx = jax.random.randint(sub, (b,), 0, self.obs.shape[0])
        return self.obs[idx], self.act[idx]

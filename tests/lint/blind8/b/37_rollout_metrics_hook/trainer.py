import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def value_step(w, obs, targets):
    def loss(w):
        return jnp.mean((obs @ w - targets) ** 2)

    return w - 0.05 * jax.grad(loss)(w)


class Trainer:
    def __init__(self, obs_dim, num_envs, horizon, callbacks=()):
        self.w = jnp.zeros(obs_dim)
        self.num_envs, self.horizon, self.obs_dim = num_envs, horizon, obs_dim
        self.callbacks = list(callbacks)
        self.rng = np.random.default_rng(0)

    def collect(self):
        obs = self.rng.normal(size=(self.horizon * self.num_envs, self.obs_dim)).astype(np.float32)
        rewards = (obs[:, 0] + 0.1 * self.rng.normal(size=len(obs))).astype(np.float32)
        dones = (self.rng.random(len(obs)) < 0.05).astype(np.float32)
        values = np.asarray(obs @ np.asarray(self.w), np.float32)
        return {"obs": obs, "rewards": rewards, "dones": dones, "values": values}

    def fit(self, iterations):
        for it in range(iterations):
            rollout = self.collect()
            self.w = value_step(self.w, rollout["obs"], rollout["rewards"])
            for cb in self.callbacks:
                cb.on_rollout_end(it, rollout)

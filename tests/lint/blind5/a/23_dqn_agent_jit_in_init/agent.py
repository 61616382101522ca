import jax
import jax.numpy as jnp
import numpy as np


class DQNAgent:
    def __init__(self, obs_dim, n_actions, gamma=0.9, lr=0.05, seed=0):
        k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
        self.params = {"w1": 0.3 * jax.random.normal(k1, (obs_dim, 32)),
                       "w2": 0.3 * jax.random.normal(k2, (32, n_actions))}
        self.target_params = self.params
        self.gamma, self.lr = gamma, lr
        self.n_actions = n_actions
        self._q = jax.jit(self._q_values)
        self._update = jax.jit(self._td_update)

    @staticmethod
    def _q_values(params, obs):
        return jnp.tanh(obs @ params["w1"]) @ params["w2"]

    def _td_update(self, params, target_params, obs, act, rew, nxt, done):
        target = rew + self.gamma * (1 - done) * self._q_values(target_params, nxt).max(-1)

        def loss_fn(p):
            q = self._q_values(p, obs)[jnp.arange(act.shape[0]), act]
            return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

        loss, g = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, g), loss

    def act(self, obs, epsilon, rng):
        if rng.uniform() < epsilon:
            return int(rng.integers(self.n_actions))
        return int(jnp.argmax(self._q(self.params, jnp.asarray(obs))))

    def learn(self, batch):
        self.params, loss = self._update(self.params, self.target_params, *batch)
        return float(loss)

    def sync_target(self):
        self.target_params = self.params

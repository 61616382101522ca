import jax
import jax.numpy as jnp
import numpy as np

from ppo import make_coefficients, policy_value, ppo_update


class PPOAgent:
    def __init__(self, obs_dim, n_actions, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.params = {"w": 0.3 * jax.random.normal(k1, (obs_dim, 32)),
                       "pi": 0.1 * jax.random.normal(k2, (32, n_actions)),
                       "v": 0.1 * jax.random.normal(k3, (32, 1))}
        self.coef = make_coefficients()

    def anneal(self, progress):
        self.coef = self.coef._replace(entropy_coef=jnp.float32(0.01 * (1.0 - progress)))

    def update(self, batch):
        self.params, loss = ppo_update(self.params, *batch, self.coef)
        return float(loss)

    def log_probs(self, obs, actions):
        logits, values = policy_value(self.params, obs)
        return np.asarray(jnp.take_along_axis(jax.nn.log_softmax(logits), actions[:, None], 1)[:, 0]), np.asarray(values)

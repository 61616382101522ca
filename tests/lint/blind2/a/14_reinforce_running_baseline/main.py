import jax
import jax.numpy as jnp
import numpy as np


def policy_logits(theta, obs):
    return obs @ theta


@jax.jit
def reinforce_grad(theta, obs, actions, returns, baseline):
    def surrogate(th):
        logp = jax.nn.log_softmax(policy_logits(th, obs))
        chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return -jnp.mean(chosen * (returns - baseline))

    return jax.grad(surrogate)(theta)


class Agent:
    def __init__(self, obs_dim, n_actions, lr=0.05, seed=0):
        self.theta = jnp.zeros((obs_dim, n_actions))
        self.lr = lr
        self.baseline = 0
        self.rng = np.random.default_rng(seed)

    def collect(self, batch=16):
        obs = self.rng.normal(size=(batch, self.theta.shape[0])).astype(np.float32)
        actions = self.rng.integers(0, self.theta.shape[1], size=batch)
        returns = (actions == (obs[:, 0] > 0)).astype(np.float32)
        return obs, actions, returns

    def update(self):
        obs, actions, returns = self.collect()
        g = reinforce_grad(self.theta, obs, actions, returns, self.baseline)
        self.theta = self.theta - self.lr * g
        self.baseline = 0.9 * self.baseline + 0.1 * float(returns.mean())
        return float(returns.mean())


agent = Agent(obs_dim=3, n_actions=2)
for it in range(5):
    print(it, agent.update(), agent.baseline)

import numpy as np
import jax
import jax.numpy as jnp

from networks import init_critic, critic_value
from rollout import collect, td_targets
from evaluator import value_error, monte_carlo_returns

OBS_DIM = 3


class RandomWalkEnv:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = 0
        return self._obs()

    def _obs(self):
        return np.array([self.pos / 5, float(self.pos > 0), 1.0], np.float32)

    def step(self, action):
        self.pos += 1 if action else -1
        done = abs(self.pos) >= 5
        return self._obs(), float(self.pos >= 5), done, {}


@jax.jit
def td_update(params, obs, targets, lr=0.05):
    loss_fn = lambda p: jnp.mean((critic_value(p, obs) - targets) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, g), loss


def main():
    rng = np.random.default_rng(20)
    env = RandomWalkEnv(20)
    params = init_critic(jax.random.PRNGKey(20), OBS_DIM)
    for it in range(4):
        obs, rewards = collect(env, 64, rng)
        targets = td_targets(params, obs, rewards)
        params, loss = td_update(params, jnp.asarray(obs), targets)
        err = value_error(params, obs, monte_carlo_returns(rewards))
        print(f"iter {it} td loss {float(loss):.4f} value mse vs MC {err:.4f}")


if __name__ == "__main__":
    main()

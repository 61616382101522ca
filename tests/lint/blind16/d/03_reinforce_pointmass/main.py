import jax
import jax.numpy as jnp
import numpy as np

from env import PointMass
from rollout import collect_episode

GAMMA = 0.97


@jax.jit
def discounted_returns(rewards):
    def body(carry, r):
        g = r + GAMMA * carry
        return g, g

    _, out = jax.lax.scan(body, 0.0, rewards[::-1])
    return out[::-1]


@jax.jit
def reinforce_grad(w, observations, actions, returns):
    def logp(w):
        mean = observations @ w
        return -0.5 * jnp.sum((actions - mean) ** 2 * returns)

    return jax.grad(logp)(w)


def main():
    env = PointMass(seed=1)
    w = np.zeros(2, np.float32)
    rng = np.random.default_rng(0)

    def policy(obs):
        return float(obs @ w + rng.normal(scale=0.3))

    for it in range(6):
        obs, acts, rews = collect_episode(env, policy)
        rets = discounted_returns(rews)
        rets = (rets - rets.mean()) / (rets.std() + 1e-6)
        g = reinforce_grad(jnp.asarray(w), obs, acts, rets)
        w = np.asarray(w + 0.01 * g)
        print(it, len(rews), float(rews.sum()))


if __name__ == "__main__":
    main()

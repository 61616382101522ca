import jax
import jax.numpy as jnp
import numpy as np

from env import PointMass
from rollout import collect_episode

GAMMA = 0.97
MAX_LEN = 40


@jax.jit
def discounted_returns(rewards, mask):
    def body(carry, rm):
        r, m = rm
        g = (r + GAMMA * carry) * m
        return g, g

    _, out = jax.lax.scan(body, 0.0, (rewards[::-1], mask[::-1]))
    return out[::-1]


@jax.jit
def reinforce_grad(w, observations, actions, returns, mask):
    def logp(w):
        mean = observations @ w
        return -0.5 * jnp.sum((actions - mean) ** 2 * returns * mask)

    return jax.grad(logp)(w)


def main():
    env = PointMass(seed=1, max_steps=MAX_LEN)
    w = np.zeros(2, np.float32)
    rng = np.random.default_rng(0)

    def policy(obs):
        return float(obs @ w + rng.normal(scale=0.3))

    for it in range(6):
        obs, acts, rews, mask = collect_episode(env, policy, MAX_LEN)
        rets = discounted_returns(rews, mask)
        n = mask.sum()
        mean = (rets * mask).sum() / n
        std = jnp.sqrt((((rets - mean) * mask) ** 2).sum() / n)
        rets = (rets - mean) / (std + 1e-6) * mask
        g = reinforce_grad(jnp.asarray(w), obs, acts, rets, mask)
        w = np.asarray(w + 0.01 * g)
        print(it, int(n), float(rews.sum()))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from env import PoleBalance, pad_episode, run_episode

GAMMA = 0.98
MAX_STEPS = 50


@jax.jit
def discounted_returns(rewards, mask):
    def body(carry, rm):
        r, m = rm
        g = (r + GAMMA * carry) * m
        return g, g

    _, rets = jax.lax.scan(body, 0.0, (rewards, mask), reverse=True)
    n = mask.sum()
    mean = (rets * mask).sum() / n
    std = jnp.sqrt((((rets - mean) * mask) ** 2).sum() / n)
    return (rets - mean) / (std + 1e-6) * mask


@jax.jit
def reinforce_grad(w, observations, returns, mask):
    def loss(w):
        logp = jax.nn.log_sigmoid(observations @ w)
        return -(logp * returns * mask).sum() / mask.sum()

    return jax.grad(loss)(w)


def main():
    env = PoleBalance(seed=3, max_steps=MAX_STEPS)
    w = jnp.zeros(2)
    rng = np.random.default_rng(0)

    def policy(obs):
        p = 1.0 / (1.0 + np.exp(-float(obs @ np.asarray(w))))
        return int(rng.random() < p)

    for episode in range(6):
        observations, rewards = run_episode(env, policy)
        observations, rewards, mask = pad_episode(observations, rewards, MAX_STEPS)
        returns = discounted_returns(rewards, mask)
        w = w - 0.1 * reinforce_grad(w, observations, returns, mask)
        print(f"episode {episode}: length {int(mask.sum())}")


if __name__ == "__main__":
    main()

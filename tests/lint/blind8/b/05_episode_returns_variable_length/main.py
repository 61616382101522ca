import jax
import jax.numpy as jnp
import numpy as np

from env import PoleBalance, run_episode

GAMMA = 0.98


@jax.jit
def discounted_returns(rewards):
    def body(carry, r):
        g = r + GAMMA * carry
        return g, g

    _, rets = jax.lax.scan(body, 0.0, rewards, reverse=True)
    return (rets - rets.mean()) / (rets.std() + 1e-6)


@jax.jit
def reinforce_grad(w, observations, returns):
    def loss(w):
        logits = observations @ w
        logp = jax.nn.log_sigmoid(logits)
        return -(logp * returns).mean()

    return jax.grad(loss)(w)


def main():
    env = PoleBalance(seed=3)
    w = jnp.zeros(2)
    rng = np.random.default_rng(0)

    def policy(obs):
        p = 1.0 / (1.0 + np.exp(-float(obs @ np.asarray(w))))
        return int(rng.random() < p)

    for episode in range(6):
        observations, rewards = run_episode(env, policy)
        returns = discounted_returns(rewards)
        w = w - 0.1 * reinforce_grad(w, observations, returns)
        print(f"episode {episode}: length {len(rewards)}")


if __name__ == "__main__":
    main()

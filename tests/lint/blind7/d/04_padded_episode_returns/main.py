import jax
import jax.numpy as jnp
import numpy as np

from env import RandomWalkEnv, run_episode

GAMMA = 0.97
MAX_STEPS = 64


@jax.jit
def discounted_returns(rewards, mask):
    def body(carry, rm):
        r, m = rm
        g = (r + GAMMA * carry) * m
        return g, g

    _, out = jax.lax.scan(body, 0.0, (rewards[::-1], mask[::-1]))
    return out[::-1]


def pad_episode(rewards, length=MAX_STEPS):
    padded = np.zeros(length, dtype=np.float32)
    mask = np.zeros(length, dtype=np.float32)
    n = min(len(rewards), length)
    padded[:n] = rewards[:n]
    mask[:n] = 1.0
    return padded, mask


def main():
    env = RandomWalkEnv(bound=3, seed=1)
    lengths = []
    for ep in range(8):
        rewards = run_episode(env, max_steps=MAX_STEPS)
        padded, mask = pad_episode(rewards)
        returns = discounted_returns(jnp.asarray(padded), jnp.asarray(mask))
        lengths.append(len(rewards))
        print(f"ep {ep}: len={len(rewards)} G0={float(returns[0]):.3f}")
    print("episode lengths", lengths)


if __name__ == "__main__":
    main()

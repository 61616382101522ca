import jax
import jax.numpy as jnp

from env import RandomWalkEnv, run_episode

GAMMA = 0.97


@jax.jit
def discounted_returns(rewards):
    def body(carry, r):
        g = r + GAMMA * carry
        return g, g

    _, out = jax.lax.scan(body, 0.0, rewards[::-1])
    return out[::-1]


def main():
    env = RandomWalkEnv(bound=3, seed=1)
    lengths = []
    for ep in range(8):
        rewards = run_episode(env)
        returns = discounted_returns(jnp.asarray(rewards))
        lengths.append(len(rewards))
        print(f"ep {ep}: len={len(rewards)} G0={float(returns[0]):.3f}")
    print("episode lengths", lengths)


if __name__ == "__main__":
    main()

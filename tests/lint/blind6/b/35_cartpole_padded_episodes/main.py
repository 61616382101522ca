import jax
import jax.numpy as jnp
import numpy as np

from rollout import run_episode

GAMMA = 0.99


@jax.jit
def masked_returns(rewards, mask):
    def body(g, rm):
        r, m = rm
        g = (r + GAMMA * g) * m
        return g, g
    _, out = jax.lax.scan(body, jnp.zeros(()), (rewards[::-1], mask[::-1]))
    return out[::-1]


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for ep, gain in enumerate([5.0, 10.0, 15.0, 20.0, 25.0, 30.0]):
        rewards, mask = run_episode(rng, gain)
        g = masked_returns(rewards, mask)
        print(f"episode {ep}: steps={int(mask.sum())} G0={float(g[0]):.2f}")

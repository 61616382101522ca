import numpy as np
import jax
import jax.numpy as jnp

from buffers import EpisodeBatch

HORIZON = 50


@jax.jit
def masked_returns(rewards, mask, gamma=0.97):
    def body(carry, xs):
        r, m = xs
        g = (r + gamma * carry) * m
        return g, g

    _, out = jax.lax.scan(body, jnp.zeros(rewards.shape[0]), (rewards.T[::-1], mask.T[::-1]))
    return out[::-1].T


def play_episode(rng, p_continue):
    rewards = []
    while True:
        rewards.append(float(rng.uniform() < 0.3))
        if rng.uniform() > p_continue or len(rewards) >= HORIZON:
            return rewards


def main():
    rng = np.random.default_rng(33)
    for it in range(5):
        batch = EpisodeBatch(HORIZON)
        lengths = []
        for _ in range(4):
            ep = play_episode(rng, p_continue=0.93)
            batch.add(ep)
            lengths.append(len(ep))
        rewards, mask = batch.arrays()
        g = masked_returns(jnp.asarray(rewards), jnp.asarray(mask))
        print(f"iter {it} lengths {lengths} mean G0 {float(g[:, 0].mean()):.3f}")


if __name__ == "__main__":
    main()

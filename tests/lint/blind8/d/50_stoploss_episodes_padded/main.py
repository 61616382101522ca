import jax.numpy as jnp
import numpy as np

from env import StopLossEpisodes
from evaluate import discounted_stats

GAMMA = jnp.float32(0.99)


def main():
    env = StopLossEpisodes()
    values, dds, lengths = [], [], []
    for ep in range(7):
        rewards, length = env.rollout()
        v, dd = discounted_stats(rewards, GAMMA)
        values.append(float(v))
        dds.append(float(dd))
        lengths.append(length)
    print("episode lengths:", lengths)
    print(f"mean discounted return={np.mean(values):.5f} mean max drawdown={np.mean(dds):.5f}")


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from utils import timed_jit


def _ltv_by_channel(revenue, channel_onehot, cac, months=6):
    ltv = revenue[:, :months].sum(axis=1)
    per_channel = channel_onehot.T @ ltv / jnp.maximum(channel_onehot.sum(0), 1.0)
    return per_channel / cac


ltv_by_channel = timed_jit(_ltv_by_channel)


def main():
    rng = np.random.default_rng(0)
    cac = jnp.asarray([25.0, 40.0, 12.0], jnp.float32)
    for month in range(5):
        revenue = jnp.asarray(rng.gamma(1.5, 20, (200, 6)), jnp.float32)
        channel = jnp.asarray(np.eye(3)[rng.integers(0, 3, 200)], jnp.float32)
        ratio = ltv_by_channel(revenue, channel, cac, months=6)
        print(month, np.round(np.asarray(ratio), 2))
    print("time in report", round(ltv_by_channel.total, 3) >= 0)


if __name__ == "__main__":
    main()

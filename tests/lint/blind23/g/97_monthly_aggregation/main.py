import jax
import jax.numpy as jnp
import numpy as np

from calendar_utils import split_by_month


@jax.jit
def monthly_flow_stats(q):
    return jnp.stack([q.mean(), q.max(), q.min(), jnp.percentile(q, 95.0), (q > q.mean()).mean()])


def main():
    rng = np.random.default_rng(21)
    q = (10 + 6 * np.sin(2 * np.pi * np.arange(365) / 365) + rng.gamma(1.0, 2.0, 365)).astype(np.float32)
    for month, q_m in split_by_month(q):
        stats = np.asarray(monthly_flow_stats(q_m))
        print(f"month {month:2d}: mean {stats[0]:.2f} max {stats[1]:.2f} Q95 {stats[3]:.2f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from feeds import backfill_hours, live_hours

NETWORK_FEE = jnp.asarray(np.where((np.arange(24) >= 7) & (np.arange(24) < 22), 0.09, 0.04), dtype=jnp.float32)


@jax.jit
def interval_cost(kwh, spot, hour):
    return kwh * (spot + NETWORK_FEE[hour])


def main():
    rng = np.random.default_rng(4)
    total = 0.0
    for hour in backfill_hours(3):
        total += float(interval_cost(np.float32(rng.uniform(0.2, 2.0)), np.float32(rng.uniform(0.05, 0.3)), hour))
    for hour in live_hours(3, 6):
        total += float(interval_cost(np.float32(rng.uniform(0.2, 2.0)), np.float32(rng.uniform(0.05, 0.3)), hour))
    print(f"bill so far: {total:.2f} EUR")


if __name__ == "__main__":
    main()

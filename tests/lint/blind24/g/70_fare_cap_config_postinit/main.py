import jax
import jax.numpy as jnp
import numpy as np

from config import POLICIES


@jax.jit
def weekly_paid(taps, daily_cap, weekly_cap):
    per_day = jnp.minimum(taps.sum(axis=2), daily_cap)
    return jnp.minimum(per_day.sum(axis=1), weekly_cap)


def main():
    rng = np.random.default_rng(7)
    for group, pol in POLICIES.items():
        taps = jnp.asarray(rng.choice([0.0, 2.75], (80, 7, 4)), jnp.float32)
        paid = weekly_paid(taps, pol.daily_cap, pol.weekly_cap)
        print(group, round(float(paid.mean()), 2))


if __name__ == "__main__":
    main()

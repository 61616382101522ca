import jax.numpy as jnp
import numpy as np

from capping import apply_caps
from config import POLICIES


def main():
    rng = np.random.default_rng(7)
    for week in range(2):
        for group, pol in POLICIES.items():
            charges = jnp.asarray(rng.choice([0, 2.75, 5.5, 8.25], (100, 7)), jnp.float32)
            paid = apply_caps(charges, pol.daily_cap, pol.weekly_cap)
            print(week, group, round(float(paid.sum()), 2))


if __name__ == "__main__":
    main()

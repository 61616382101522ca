import jax.numpy as jnp
import numpy as np

from pricing import bill_all_members

PLANS = {"annual": (45.0, 0.15, 0.20), "monthly": (30.0, 0.18, 0.25), "student": (45.0, 0.10, 0.15)}


def main():
    rng = np.random.default_rng(5)
    minutes = jnp.asarray(rng.exponential(18, (200, 40)), jnp.float32)
    ebike = jnp.asarray(rng.random((200, 40)) < 0.3)
    for month in range(3):
        for name, plan in PLANS.items():
            bills = bill_all_members(minutes * (1 + 0.1 * month), ebike, jnp.asarray(plan, jnp.float32))
            print(month, name, round(float(bills.sum()), 2))


if __name__ == "__main__":
    main()

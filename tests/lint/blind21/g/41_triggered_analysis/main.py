import jax
import jax.numpy as jnp
import numpy as np

from exposure import exposed_users, planned_users


@jax.jit
def dilution_adjusted(effect, se, n_exposed, n_assigned):
    rate = n_exposed / n_assigned
    return effect / rate, se / rate


def main():
    rng = np.random.default_rng(211)
    config = {"planned_users_per_arm": 5000}
    effect, se = 0.012, 0.004
    print("planning view", dilution_adjusted(effect, se, planned_users(config), 5000))
    for day in range(3):
        log = rng.poisson(0.8 + 0.1 * day, 5000)
        n = exposed_users(log)
        adj, adj_se = dilution_adjusted(effect, se, n, 5000)
        print(f"day {day}: exposed={n} adjusted effect={float(adj):.4f} ({float(adj_se):.4f})")


if __name__ == "__main__":
    main()

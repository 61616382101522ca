import jax
import jax.numpy as jnp
import numpy as np

from config import DEFAULT_WEIGHTS, tuned_weights


@jax.jit
def team_ladder(team_stats, weights):
    z = (team_stats - team_stats.mean(0)) / (team_stats.std(0) + 1e-6)
    return jnp.argsort(-(z @ weights))


def main():
    rng = np.random.default_rng(0)
    weights = DEFAULT_WEIGHTS
    for week in range(6):
        stats = rng.normal(size=(12, 3)).astype(np.float32)
        order = team_ladder(stats, weights)
        print(week, np.asarray(order[:3]))
        if week >= 2:
            weights = tuned_weights(rng.normal(size=3))


if __name__ == "__main__":
    main()

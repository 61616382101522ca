import jax
import jax.numpy as jnp

from rollout import sample_and_score

HORIZONS = (10, 20, 40)
EPISODES = 3


def main():
    key = jax.random.PRNGKey(0)
    goal = jnp.array([5.0, 2.0])
    results = {}
    for horizon in HORIZONS:
        costs = []
        for ep in range(EPISODES):
            key, k = jax.random.split(key)
            state = jnp.array([0.0, 0.0, 0.0, 1.0 + 0.5 * ep])
            _, cost = sample_and_score(k, state, goal, horizon=horizon)
            costs.append(float(cost))
        results[horizon] = sum(costs) / len(costs)
    for h, c in results.items():
        print(f"horizon {h}: mean best cost {c:.3f}")


if __name__ == "__main__":
    main()

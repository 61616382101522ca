import jax.numpy as jnp
import numpy as np

from dynamics import simulate_economy


def sample_times(duration_min):
    # one sample per in-game minute
    return jnp.linspace(0.0, duration_min, int(duration_min) + 1)


def main():
    rng = np.random.default_rng(9)
    durations = [24, 31, 24, 28, 35]
    y0 = jnp.array([0.5, 0.0])
    for d in durations:
        income, spend = float(rng.uniform(0.8, 1.2)), float(rng.uniform(0.5, 1.0))
        ys = simulate_economy(y0, (income, spend), sample_times(d))
        print(d, np.round(np.asarray(ys[-1]), 2))


if __name__ == "__main__":
    main()

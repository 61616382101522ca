import jax.numpy as jnp
import numpy as np

from simulator import ServerPool

STAFFING_LEVELS = (3, 4, 5)


def evaluate_staffing(arrivals):
    report = {}
    for n in STAFFING_LEVELS:
        pool = ServerPool(n_servers=n, service_rate=2.5)
        mean_q, max_q = pool.run(arrivals)
        report[n] = (float(mean_q), float(max_q))
    return report


def main():
    rng = np.random.default_rng(8)
    arrivals = jnp.asarray(rng.poisson(9.0, 96), jnp.float32)
    for day in range(3):
        for n, (m, mx) in evaluate_staffing(arrivals).items():
            print(f"day {day} servers={n}: mean queue {m:.2f}, max {mx:.1f}")


if __name__ == "__main__":
    main()

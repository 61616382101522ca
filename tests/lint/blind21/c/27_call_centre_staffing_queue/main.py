import jax
import jax.numpy as jnp
import numpy as np

from simulator import ServerPool


def evaluate_staffing(levels, arrivals):
    report = {}
    for n in levels:
        pool = ServerPool(n_servers=n, service_rate=2.5)
        mean_q, max_q = jax.jit(pool.run)(arrivals)
        report[n] = (float(mean_q), float(max_q))
    return report


def main():
    rng = np.random.default_rng(8)
    arrivals = jnp.asarray(rng.poisson(9.0, 96), jnp.float32)
    for day in range(2):
        for n, (m, mx) in evaluate_staffing([3, 4, 5], arrivals).items():
            print(f"day {day} servers={n}: mean queue {m:.2f}, max {mx:.1f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from window import assemble


@jax.jit
def fleet_shortfall(demand, fleet_size, maintenance_frac):
    available = fleet_size * (1.0 - maintenance_frac)
    short = jnp.maximum(demand - available, 0.0)
    return short.sum(), jnp.argmax(short)


def main():
    rng = np.random.default_rng(0)
    observed = rng.poisson(420, 30).astype(np.float32)
    forecast = lambda n: np.full(n, 430.0, np.float32)
    for today in range(5, 30, 5):
        demand = assemble(observed, forecast, today)
        total, worst = fleet_shortfall(demand, 460.0, 0.07)
        print(today, f"{float(total):.0f} wagon-days short, worst day {int(worst)}")


if __name__ == "__main__":
    main()

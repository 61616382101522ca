import jax.numpy as jnp
import numpy as np

from utils import run_timed


def imbalance_cost(forecast, actual, price_short, price_long):
    err = actual - forecast
    return jnp.sum(jnp.where(err > 0, err * price_short, -err * price_long))


def main():
    rng = np.random.default_rng(12)
    log = []
    for day in range(5):
        actual = rng.uniform(80, 120, 96).astype(np.float32)
        forecast = (actual + rng.normal(0, 5, 96)).astype(np.float32)
        short = rng.uniform(60, 90, 96).astype(np.float32)
        long_ = rng.uniform(20, 40, 96).astype(np.float32)
        cost = run_timed(imbalance_cost, forecast, actual, short, long_, log=log)
        print(f"day {day}: imbalance cost {float(cost):.0f} EUR")
    print("timings", [round(t, 3) for _, t in log])


if __name__ == "__main__":
    main()

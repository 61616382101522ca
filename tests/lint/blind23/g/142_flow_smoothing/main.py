import jax.numpy as jnp
import numpy as np

from smoothing import moving_average_flow

WINDOW_DAYS = 7


def weekly_signal(q):
    return moving_average_flow(q, window=WINDOW_DAYS)


def low_flow_screen(q):
    smoothed = moving_average_flow(q, WINDOW_DAYS)
    return float(smoothed.min())


def main():
    rng = np.random.default_rng(2)
    for station in range(3):
        q = jnp.asarray(rng.lognormal(2.0, 0.5, 365).astype(np.float32))
        print(f"station {station}: 7-day max {float(weekly_signal(q).max()):.2f}, 7-day min {low_flow_screen(q):.2f}")


if __name__ == "__main__":
    main()

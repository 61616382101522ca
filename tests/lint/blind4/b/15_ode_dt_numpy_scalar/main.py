import numpy as np
import jax.numpy as jnp

from ode import rk4_segment

DEFAULT_DT = 0.05


def observation_times(rng, n_segments):
    gaps = rng.uniform(0.5, 1.0, size=n_segments)
    return np.concatenate([[0.0], np.cumsum(gaps)])


def main():
    rng = np.random.default_rng(0)
    times = observation_times(rng, 5)
    y = jnp.array([10.0, 5.0])
    dt = DEFAULT_DT
    for seg in range(5):
        traj = rk4_segment(y, dt)
        y = traj[-1]
        # match the integration step to the spacing of the next observation window
        dt = (times[seg + 1] - times[seg]) / 16
        print(f"segment {seg}: prey={float(y[0]):.3f} pred={float(y[1]):.3f}")


if __name__ == "__main__":
    main()

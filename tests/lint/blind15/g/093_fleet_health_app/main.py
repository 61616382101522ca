import jax.numpy as jnp
import numpy as np

from fleet import Fleet, online_readings
from health import health_scores


def main():
    fleet = Fleet()
    mean = jnp.array([1.0, 60.0, 1.5])
    inv_cov = jnp.diag(1.0 / jnp.array([0.1, 2.0, 0.2]) ** 2)
    for tick in range(6):
        readings, alive = online_readings(fleet.poll())
        scores = np.asarray(health_scores(readings, alive, mean, inv_cov))
        worst = int(np.argmax(scores))
        print(f"tick {tick}: {int(alive.sum())} online, worst turbine {worst} score {scores.max():.2f}")


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from factory import forecaster_for

SETTINGS = {"horizon_hours": 36}


def main():
    rng = np.random.default_rng(0)
    for station in range(6):
        history = jnp.asarray(rng.poisson(12, 24 * 7), jnp.float32)
        forecast = forecaster_for(SETTINGS["horizon_hours"])(history)
        print(station, forecast.shape[0], round(float(forecast.mean()), 2))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np


SENSOR_IDS = ["flow", "pressure_in", "pressure_out", "motor_temp", "current"]


def collect(rng, window=40):
    readings = np.zeros((len(SENSOR_IDS), window), np.float32)
    online = np.zeros(len(SENSOR_IDS), bool)
    for i, sid in enumerate(SENSOR_IDS):
        online[i] = rng.random() > 0.25
        if online[i]:
            readings[i] = rng.normal(size=window)
    return readings, online


@jax.jit
def station_health(readings, online):
    per_sensor = jnp.mean(jnp.abs(jnp.diff(readings, axis=1)), axis=1)
    return jnp.max(jnp.where(online, per_sensor, -jnp.inf))


def main():
    rng = np.random.default_rng(21)
    for poll in range(6):
        readings, online = collect(rng)
        print(poll, int(online.sum()), round(float(station_health(readings, online)), 3))


if __name__ == "__main__":
    main()

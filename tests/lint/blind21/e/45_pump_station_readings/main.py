import jax
import jax.numpy as jnp
import numpy as np


SENSOR_IDS = ["flow", "pressure_in", "pressure_out", "motor_temp", "current"]


def collect(rng, window=40):
    readings = []
    for sid in SENSOR_IDS:
        online = rng.random() > 0.25
        if online:
            readings.append(rng.normal(size=window).astype(np.float32))
    return readings


@jax.jit
def station_health(readings):
    per_sensor = [jnp.mean(jnp.abs(jnp.diff(r))) for r in readings]
    return jnp.max(jnp.stack(per_sensor))


def main():
    rng = np.random.default_rng(21)
    for poll in range(6):
        readings = collect(rng)
        print(poll, len(readings), round(float(station_health(readings)), 3))


if __name__ == "__main__":
    main()

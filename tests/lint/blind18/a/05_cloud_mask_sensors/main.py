import jax
import jax.numpy as jnp
import numpy as np

from sensors import SENSOR_CONFIG, threshold_for


@jax.jit
def cloud_fraction(blue, swir, threshold):
    brightness = 0.5 * (blue + swir)
    cloudy = (blue > threshold) & (brightness > 0.5 * threshold)
    return jnp.mean(cloudy.astype(jnp.float32))


def main():
    rng = np.random.default_rng(3)
    report = {}
    for sensor, cfg in SENSOR_CONFIG.items():
        bands = jnp.asarray(rng.uniform(0, 1.2, size=(6, 128, 128)).astype(np.float32))
        blue, swir = bands[cfg["blue"]], bands[cfg["swir"]]
        report[sensor] = float(cloud_fraction(blue, swir, threshold_for(sensor)))
    for k, v in report.items():
        print(f"{k:12s} cloud fraction {v:.3f}")


if __name__ == "__main__":
    main()

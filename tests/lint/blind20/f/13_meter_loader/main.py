import jax
import jax.numpy as jnp

from loader import load_meter

VENDORS = ["itron", "landis", "itron", "kamstrup", "landis"]


@jax.jit
def daily_profile_stats(readings):
    daily = jnp.sum(readings, axis=1)
    peak = jnp.max(readings, axis=1)
    return daily, peak / jnp.maximum(jnp.mean(readings, axis=1), 1e-6)


def main():
    for i, vendor in enumerate(VENDORS):
        readings, unit = load_meter(vendor, seed=i)
        daily, load_factor = daily_profile_stats(readings)
        scale = 1e-3 if unit == "Wh" else 1.0
        print(vendor, [round(float(d) * scale, 2) for d in daily], [round(float(v), 2) for v in load_factor])


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from modes import Integration
from slit import scanned_dose

TOOL_SETTINGS = {"slit_mode": Integration.TRAPEZOID, "slit_width_mm": 5.5}


def illumination_uniformity_scan(day, rng):
    x = np.linspace(-13, 13, 27)
    return (1.0 + 0.004 * x ** 2 / 169 + rng.normal(0, 0.002, x.size) + 0.001 * day).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for day in range(7):
        ix = illumination_uniformity_scan(day, rng)
        dose, noise = scanned_dose(jnp.asarray(ix), jnp.float32(0.01), jnp.float32(TOOL_SETTINGS["slit_width_mm"]),
                                   mode=TOOL_SETTINGS["slit_mode"])
        u = float((dose.max() - dose.min()) / (dose.max() + dose.min()) * 100)
        print(f"day {day}: dose uniformity {u:.3f}%  pulse-noise {float(noise.mean()) * 100:.3f}%")


if __name__ == "__main__":
    main()

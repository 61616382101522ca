import jax.numpy as jnp
import numpy as np

from green_ampt import infiltration_capacity, ponding_series

SOILS = {"loam": (1.32, 8.9), "silt_loam": (0.68, 16.7), "clay": (0.06, 31.6)}


def summary(ksat, psi):
    initial = infiltration_capacity(jnp.float32(0.5), ksat=ksat, psi_dtheta=psi)
    return float(initial)


def main():
    rain = jnp.asarray(np.array([0.5, 1.2, 3.0, 4.5, 2.2, 1.0, 0.4, 0.2] * 2, np.float32))
    for name, (ks, psi) in SOILS.items():
        runoff = ponding_series(rain, ks, psi)
        print(f"{name:>9}: initial capacity {summary(ks, psi):6.2f} cm/h, runoff {float(runoff.sum()):.3f} cm")


if __name__ == "__main__":
    main()

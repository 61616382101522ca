import jax
import jax.numpy as jnp
import numpy as np

N_LEVELS = 64


@jax.jit
def ohc_anomaly(temp, clim, weights):
    # ocean heat content anomaly over the upper levels, J/m^2
    rho_cp = 1025.0 * 3990.0
    dz = 10.0
    return rho_cp * dz * jnp.sum(weights * (temp - clim))


def load_profile(k, rng):
    temp = 4 + 16 * np.exp(-np.arange(N_LEVELS) / 20) + rng.normal(0, 0.2, N_LEVELS)
    flags = None
    if k % 4 == 1:
        flags = (rng.random(N_LEVELS) > 0.1).astype(np.float32)
    return temp.astype(np.float32), flags


def main():
    rng = np.random.default_rng(11)
    clim = (4 + 16 * np.exp(-np.arange(N_LEVELS) / 20)).astype(np.float32)
    for k in range(10):
        temp, flags = load_profile(k, rng)
        weights = np.ones(N_LEVELS, np.float32) if flags is None else flags
        q = ohc_anomaly(temp, clim, weights)
        print(f"float cycle {k}: OHC anomaly {float(q) / 1e6:.2f} MJ/m^2")


if __name__ == "__main__":
    main()

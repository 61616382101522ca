import numpy as np
import jax.numpy as jnp

from update import blend_profile

Z = np.arange(0, 200, 2.0)


def glider_profiles(n, seed=0):
    rng = np.random.default_rng(seed)
    for k in range(n):
        dcm = 60 + 10 * np.sin(k / 5)
        chl = 0.2 + 1.5 * np.exp(-((Z - dcm) / 15) ** 2) + rng.normal(0, 0.05, Z.size)
        chl[Z > 180 - k] = np.nan
        yield k, chl.astype(np.float32)


def main():
    clim = jnp.zeros(Z.size, jnp.float32)
    for k, prof in glider_profiles(20):
        gain = 1.0 / (k + 1) if k < 10 else 0.1
        clim = blend_profile(clim, prof, gain)
        if k % 5 == 4:
            print(f"profile {k + 1}: DCM at {Z[int(jnp.argmax(clim))]:.0f} m, max chl {float(clim.max()):.2f} mg/m3")


if __name__ == "__main__":
    main()

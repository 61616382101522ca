import jax
import numpy as np

from emulator import MixedLayerEmulator


def forcing_for_month(month, rng, n=365):
    # wind stress, net heat flux, freshwater flux, buoyancy frequency, latitude, day length
    return rng.normal(size=(n, 6)).astype(np.float32) + np.float32(np.sin(2 * np.pi * month / 12))


def main():
    rng = np.random.default_rng(0)
    emu = MixedLayerEmulator(jax.random.PRNGKey(0))
    for month in range(6):
        mld = np.asarray(emu(forcing_for_month(month, rng)))
        print(f"month {month + 1}: median MLD {np.median(mld):.1f} m")


if __name__ == "__main__":
    main()

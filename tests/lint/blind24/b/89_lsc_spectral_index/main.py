import numpy as np

from analysis import spectral_index
from spectra import histogram_sample


def main():
    rng = np.random.default_rng(0)
    for vial, (endpoint, n) in enumerate([(18.6, 4000), (156.0, 2500), (1710.0, 6000), (18.6, 1500)]):
        # beta spectra of H-3, C-14, P-32 in a liquid scintillator (keV, crude shape)
        e = endpoint * rng.beta(1.5, 3.0, n)
        sis, total = spectral_index(*histogram_sample(e))
        print(f"vial {vial}: SIS {float(sis):.1f} keV from {int(total)} counts")


if __name__ == "__main__":
    main()

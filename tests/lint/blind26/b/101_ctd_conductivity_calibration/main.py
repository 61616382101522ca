import numpy as np

from cal import SHEETS, coeff_vector
from convert import frequency_to_conductivity


def main():
    rng = np.random.default_rng(0)
    pres = np.linspace(0, 500, 400).astype(np.float32)
    temp = (4 + 14 * np.exp(-pres / 150)).astype(np.float32)
    for serial, sheet in SHEETS.items():
        freq = (8.9 + 0.3 * np.exp(-pres / 150) + rng.normal(0, 1e-4, pres.size)).astype(np.float32)
        cond = frequency_to_conductivity(freq, temp, pres, coeff_vector(sheet))
        print(f"{serial}: surface {float(cond[0]):.4f} S/m, bottom {float(cond[-1]):.4f} S/m")


if __name__ == "__main__":
    main()

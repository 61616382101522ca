import numpy as np

from sensors import read_triaxial
from vibration import vibration_dose


def commissioning_check(rng):
    x, y, z = read_triaxial(rng, walkers=0)
    rms, vdv = vibration_dose((x, y, z))
    print(f"ambient floor: rms {float(rms) * 1e3:.2f} mm/s2, VDV {float(vdv):.4f}")


def main():
    rng = np.random.default_rng(2)
    commissioning_check(rng)
    for walkers in range(1, 6):
        rms, vdv = vibration_dose(read_triaxial(rng, walkers))
        print(f"{walkers} walkers: rms {float(rms) * 1e3:.2f} mm/s2, VDV {float(vdv):.4f}")


if __name__ == "__main__":
    main()

import numpy as np

from calibration import od_to_dose
from readers import read_optical_density


def main():
    rng = np.random.default_rng(0)
    for batch in range(6):
        od = read_optical_density(batch, rng)
        dose, n_reportable = od_to_dose(od)
        print(f"batch {batch}: {int(n_reportable)} badges above 0.1 mSv, max {float(dose.max()):.2f} mSv")


if __name__ == "__main__":
    main()

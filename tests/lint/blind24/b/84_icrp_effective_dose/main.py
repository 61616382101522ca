import numpy as np

from conversion import effective_dose
from jobs import JOBS, fluence_for


def main():
    rng = np.random.default_rng(0)
    for i, job in enumerate(JOBS):
        e, phi = fluence_for(i, rng)
        dose = effective_dose(e, phi, geometry=job["geometry"])
        print(f"{job['name']:>17}: {float(dose):.2f} uSv")


if __name__ == "__main__":
    main()

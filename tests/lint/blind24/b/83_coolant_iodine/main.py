import numpy as np

from chemistry import dose_equivalent_iodine
from sources import grab_sample, letdown_from_balance, letdown_from_daq


def main():
    rng = np.random.default_rng(0)
    for shift in range(6):
        flow = letdown_from_daq(rng) if shift % 3 else letdown_from_balance(30.2, 3.1)
        dei, lam = dose_equivalent_iodine(grab_sample(rng), flow, np.float32(0.95))
        print(f"shift {shift}: DEI {float(dei):.0f} Bq/g, removal {float(lam):.2e} 1/s")


if __name__ == "__main__":
    main()

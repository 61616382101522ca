import numpy as np

from budyko import fu_evaporation
from catchments import catchment_inputs


def main():
    rng = np.random.default_rng(0)
    baseline = catchment_inputs(rng)
    e0 = fu_evaporation(*baseline)
    for dT in (1.0, 2.0, 3.0):
        p, pet, omega = baseline
        e = fu_evaporation(p, pet * (1 + 0.04 * dT), omega)
        print(dT, round(float((e - e0).mean()), 2))


if __name__ == "__main__":
    main()

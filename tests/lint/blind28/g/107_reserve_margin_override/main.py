import numpy as np

from inputs import forecast_for_cycle
from reserve import reserve_margin


def main():
    rng = np.random.default_rng(321)
    committed = np.full(6, 1200.0, np.float32)
    for cycle in range(4):
        fc = forecast_for_cycle(rng, use_override=(cycle == 2))
        print(cycle, np.round(np.asarray(reserve_margin(fc, committed, 0.07)), 1))


if __name__ == "__main__":
    main()

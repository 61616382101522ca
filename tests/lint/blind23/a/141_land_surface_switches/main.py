import numpy as np

from lsm import ground_heat_step
from namelists import load_namelists


def main():
    rng = np.random.default_rng(0)
    for nml in load_namelists():
        switches = {"snow_scheme": nml["snow_scheme"], "frozen_soil": nml["frozen_soil"]}
        T = np.full(5, 272.0, np.float32)
        for day in range(30):
            T_air = np.float32(265 + 10 * np.sin(2 * np.pi * day / 30))
            T = ground_heat_step(T, T_air, np.float32(rng.uniform(0, 0.5)), switches)
        print(nml["site"], np.round(np.asarray(T), 2))


if __name__ == "__main__":
    main()

import numpy as np

from config import RUNS
from model import relax_to_radiative_equilibrium, timestep


def main():
    p = np.linspace(100, 1000, 30)
    T_eq = (200 + 90 * (p / 1000) ** 0.286).astype(np.float32)
    for cfg in RUNS:
        T = np.full(30, 250.0, np.float32)
        dt = timestep(cfg)
        for _ in range(cfg["steps"]):
            T = relax_to_radiative_equilibrium(T, T_eq, dt, np.float32(3600.0))
        print(cfg["name"], float(T[-1]))


if __name__ == "__main__":
    main()

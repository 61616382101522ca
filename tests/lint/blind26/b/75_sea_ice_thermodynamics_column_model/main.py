import numpy as np

from state import spinup_state
from thermo import seaice_thermo_step


def main():
    n = 50
    state = spinup_state(n)
    lat_factor = np.linspace(0.5, 1.5, n).astype(np.float32)
    for day in range(120):
        q = (-150.0 * np.cos(2 * np.pi * day / 365) * lat_factor).astype(np.float32)
        state = seaice_thermo_step(state, q, 86400.0)
        if day % 30 == 29:
            print(f"day {day + 1}: mean ice {float(state.ice_thickness.mean()):.2f} m, mean SST {float(state.sst.mean()):.2f} C")


if __name__ == "__main__":
    main()

import numpy as np

from fluxes import net_heat_flux
from forcing import from_buoy, from_reanalysis


def main():
    rng = np.random.default_rng(0)
    sst = np.float32(16.0)
    for week in range(3):
        for source, reader in [("ERA-like", from_reanalysis), ("buoy", from_buoy)]:
            q = net_heat_flux(reader(rng), sst)
            print(f"week {week} {source:8s}: mean Qnet {float(q.mean()):7.1f} W/m2")


if __name__ == "__main__":
    main()

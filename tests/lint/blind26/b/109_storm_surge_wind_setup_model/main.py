import numpy as np

from storms import STORMS, wind_record
from surge_model import wind_setup


def main():
    rng = np.random.default_rng(0)
    depth = np.linspace(80, 5, 60).astype(np.float32)
    for name, hours in STORMS:
        wind = wind_record(25.0, hours, rng)
        coast = np.asarray(wind_setup(depth, wind, n_hours=hours))
        print(f"{name}: {hours} h, peak coastal setup {coast.max():.2f} m at hour {int(coast.argmax())}")


if __name__ == "__main__":
    main()

import numpy as np

from cast import split_casts, synthetic_cast
from ctd import practical_salinity


def main():
    rng = np.random.default_rng(0)
    for station in range(4):
        p, c, t = synthetic_cast(rng)
        (pd, cd, td), (pu, cu, tu) = split_casts(p, c, t)
        s_down = practical_salinity(cd, td, pd)
        s_up = practical_salinity(cond_ratio=cu, temp=tu, pressure=pu)
        hyst = float(np.mean(np.asarray(s_down)) - np.mean(np.asarray(s_up)))
        print(f"station {station} ({len(pd)}/{len(pu)} scans): down/up salinity offset {hyst:+.5f}")


if __name__ == "__main__":
    main()

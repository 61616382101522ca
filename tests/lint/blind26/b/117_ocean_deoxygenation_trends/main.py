import jax
import numpy as np

from fit import fit_station


def station_series(rng, n=60):
    # annual cruises 1965-2024 at a hydrographic station, O2 at 300 m (umol/kg)
    year = np.arange(n, dtype=np.float32) - 30.0
    o2 = (180 - 0.4 * year + rng.normal(0, 5, n)).astype(np.float32)
    good = rng.random(n) > 0.1
    o2[~good] = 0.0
    return year, o2, good


def main():
    rng = np.random.default_rng(0)
    for i, stn in enumerate(["P16-12", "P16-20", "A20-07", "I08-33"]):
        year, o2, good = station_series(rng)
        med = fit_station(jax.random.PRNGKey(i), year, o2, good)
        print(f"{stn}: {int(good.sum())} good cruises, trend {float(med['trend']) * 10:+.2f} umol/kg/decade")


if __name__ == "__main__":
    main()

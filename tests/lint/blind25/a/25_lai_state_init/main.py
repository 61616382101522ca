import numpy as np

from crop import grow_one_day, init_state


def main():
    rng = np.random.default_rng(6)
    n_fields = 20
    lai, biomass = init_state(n_fields)
    for day in range(15):
        par = rng.uniform(6, 12, n_fields).astype(np.float32)
        tmean = rng.uniform(10, 24, n_fields).astype(np.float32)
        lai, biomass = grow_one_day(lai, biomass, par, tmean)
    print(f"LAI {float(lai.mean()):.2f}, biomass {float(biomass.mean()):.0f} g/m2")


if __name__ == "__main__":
    main()

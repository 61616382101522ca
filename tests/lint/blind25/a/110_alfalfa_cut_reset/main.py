import jax.numpy as jnp
import numpy as np

from regrowth import after_cut, alfalfa_day

CUT_GDD = 380.0


def main():
    rng = np.random.default_rng(2)
    biomass, gdd = jnp.float32(150.0), jnp.float32(0.0)
    cuts = []
    for day in range(70):
        tmean = np.float32(rng.uniform(12, 26))
        swf = np.float32(rng.uniform(0.4, 0.9))
        biomass, gdd = alfalfa_day(biomass, gdd, tmean, swf)
        if float(gdd) >= CUT_GDD:
            cuts.append((day, float(biomass)))
            biomass, gdd = after_cut(biomass, gdd)
    for day, b in cuts:
        print(f"cut on day {day}: {b / 1000:.2f} t DM/ha")


if __name__ == "__main__":
    main()

import numpy as np

from physics import ice_growth_step
from state import SeaIceSlab


def main():
    rng = np.random.default_rng(0)
    ice = SeaIceSlab(np.full(80, 0.5, np.float32), np.full(80, 250.0, np.float32), np.float32(3600.0), 80)
    for day in range(6):
        ice = SeaIceSlab(ice.thickness, ice.t_surface, np.float32(3600.0 * (1 + day % 3)), ice.n_cols)
        for _ in range(4):
            ice = ice_growth_step(ice, rng.normal(5, 2, 80).astype(np.float32))
        print(day, round(float(np.asarray(ice.thickness).mean()), 4))


if __name__ == "__main__":
    main()

import jax
import numpy as np

from net import region_land_mean, soil_net
from regions import REGIONS, land_sea_mask, region_inputs


def main():
    rng = np.random.default_rng(0)
    fields = rng.normal(size=(5, 24, 32)).astype(np.float32)
    mask = land_sea_mask()
    params = soil_net.init(jax.random.PRNGKey(0), fields[:1, :12, :16, None])
    for name in REGIONS:
        f, m = region_inputs(fields, mask, name)
        print(name, int(m.sum()), np.round(np.asarray(region_land_mean(params, f, m)), 3))


if __name__ == "__main__":
    main()

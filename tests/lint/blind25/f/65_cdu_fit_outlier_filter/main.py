import numpy as np

from clean import reject_flyers
from fit import fit_intrafield


def cdsem_field(wafer, rng, n=60):
    xy = rng.uniform(-13, 13, (n, 2)).astype(np.float32)  # mm within a 26x33 field
    cd = 40 + 0.01 * xy[:, 0] ** 2 - 0.02 * xy[:, 1] + rng.normal(0, 0.3, n)
    bad = rng.random(n) < 0.05
    cd[bad] = np.where(rng.random(bad.sum()) < 0.5, np.nan, cd[bad] + 5.0)
    return xy, cd.astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    for wafer in range(8):
        xy, cd = cdsem_field(wafer, rng)
        xy_c, cd_c = reject_flyers(xy, cd)
        coef, cdu = fit_intrafield(xy_c, cd_c)
        print(f"wafer {wafer}: {len(cd_c)}/{len(cd)} sites kept, intrafield CDU(3s) {float(cdu):.2f} nm")


if __name__ == "__main__":
    main()

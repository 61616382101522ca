import numpy as np

from archive import exposures_for
from coadd import inverse_variance_coadd


def main():
    for i, target in enumerate(["SN 2023ixf", "AT 2024abc", "SN 2024ggi", "AT 2024xyz"]):
        exps, variances = exposures_for(target, seed=i)
        img, var = inverse_variance_coadd(exps, variances)
        print(f"{target}: {len(exps)} exposures, peak S/N {float(img[16, 16] / np.sqrt(var[16, 16])):.1f}")


if __name__ == "__main__":
    main()

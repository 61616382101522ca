import numpy as np

from interp import upsample
from settings import SETTINGS

SOURCE_RES_KM = 36


def main():
    rng = np.random.default_rng(0)
    factor = SOURCE_RES_KM // SETTINGS["target_res_km"]
    for day in range(3):
        for var in SETTINGS["variables"]:
            coarse = rng.normal(size=(20, 30)).astype(np.float32)
            fine = upsample(coarse, method=SETTINGS["interp_method"], factor=factor)
            print(day, var, fine.shape)


if __name__ == "__main__":
    main()

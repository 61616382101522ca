import numpy as np

from filters import exp_smooth
from pipelines import LIVE_SETTINGS, OFFLINE_SETTINGS


def main():
    rng = np.random.default_rng(0)
    for i in range(4):
        settings = LIVE_SETTINGS if i % 2 == 0 else OFFLINE_SETTINGS
        kp = rng.normal(size=(30, 21, 3)).astype(np.float32)
        out = np.asarray(exp_smooth(kp, alpha=settings["alpha"]))
        print(i, settings["alpha"], float(np.abs(out - kp).max()))


if __name__ == "__main__":
    main()

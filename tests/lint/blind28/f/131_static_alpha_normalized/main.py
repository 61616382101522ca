import numpy as np

from filters import ema_filter
from pipelines import LIVE_SETTINGS, OFFLINE_SETTINGS, smoothing_alpha


def main():
    rng = np.random.default_rng(0)
    for i in range(4):
        settings = LIVE_SETTINGS if i % 2 == 0 else OFFLINE_SETTINGS
        kp = rng.normal(size=(30, 21, 3)).astype(np.float32)
        out = np.asarray(ema_filter(kp, alpha=smoothing_alpha(settings)))
        print(i, settings["alpha"], float(np.abs(out - kp).max()))


if __name__ == "__main__":
    main()

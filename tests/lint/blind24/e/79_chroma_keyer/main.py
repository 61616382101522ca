import numpy as np

from keyer import chroma_key
from shots import SHOT_SETTINGS, key_kwargs


def main():
    rng = np.random.default_rng(0)
    h, w = 36, 48
    for shot, settings in SHOT_SETTINGS.items():
        frame = rng.uniform(0, 1, (h, w, 3)).astype(np.float32)
        alpha = chroma_key(frame, **key_kwargs(settings, h, w))
        print(shot, round(float(alpha.mean()), 4))


if __name__ == "__main__":
    main()

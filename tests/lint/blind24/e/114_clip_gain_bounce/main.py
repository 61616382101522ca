import numpy as np

from render import bounce_clip
from timeline import CLIPS, clip_gain_db


def main():
    rng = np.random.default_rng(0)
    for clip in CLIPS:
        audio = (0.3 * rng.standard_normal((2, 4800))).astype(np.float32)
        out = bounce_clip(audio, clip_gain_db(clip))
        print(clip["name"], round(float(np.abs(np.asarray(out)).max()), 4))


if __name__ == "__main__":
    main()

import numpy as np

from config import ClipConfig
from pipeline import temporal_profile

CLIP_META = [
    {"fps": 30.0, "duration": 4.2},
    {"fps": 30.0, "duration": 3.7},
    {"fps": 25.0, "duration": 5.0},
    {"fps": 30.0, "duration": 2.9},
    {"fps": 25.0, "duration": 6.1},
]


def main():
    rng = np.random.default_rng(0)
    cfg = ClipConfig(height=8, width=8)
    for meta in CLIP_META:
        frames = rng.random((cfg.num_frames, cfg.height, cfg.width), dtype=np.float32)
        out = temporal_profile(frames, cfg, np.float32(meta["fps"]), np.float32(meta["duration"]))
        print(meta, float(out))


if __name__ == "__main__":
    main()

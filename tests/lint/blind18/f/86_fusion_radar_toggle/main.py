import numpy as np

from fusion import fuse_ranges
from settings import profile_for

WEATHER = ["clear", "clear", "rain", "rain", "clear", "rain"]


def main():
    rng = np.random.default_rng(0)
    for frame, weather in enumerate(WEATHER):
        cfg = profile_for(weather)
        cam = rng.uniform(5, 50, 32).astype(np.float32)
        radar = (cam + rng.normal(0, 0.5, 32)).astype(np.float32)
        fused = fuse_ranges(cam, radar, cfg["use_radar"], cfg["radar_weight"])
        print(f"frame {frame} {weather}: mean range {float(fused.mean()):.2f}")


if __name__ == "__main__":
    main()

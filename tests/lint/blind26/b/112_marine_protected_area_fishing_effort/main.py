import numpy as np

from effort import effort_inside
from layers import SHAPE, load_layer


def main():
    rng = np.random.default_rng(0)
    ais_effort = rng.gamma(0.5, 4.0, SHAPE).astype(np.float32)
    for name, kind in [("Reef MPA", "raster"), ("Spawning closure", "shapefile"), ("Seamount buffers", "points")]:
        mask = load_layer(kind, rng)
        hours, frac = effort_inside(mask, ais_effort)
        print(f"{name:17s}: {float(hours):7.1f} fishing hours inside ({float(frac) * 100:.1f}% of total)")


if __name__ == "__main__":
    main()

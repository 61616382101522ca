import numpy as np

from grouping import CLASSES, group_by_class
from heatmap import GRID, render_heatmaps


def main():
    rng = np.random.default_rng(9)
    for frame in range(6):
        n = 10
        det_classes = [CLASSES[i] for i in rng.integers(0, 3, n)]
        det_centers = rng.uniform(0, GRID, (n, 2)).astype(np.float32)
        heat = render_heatmaps(group_by_class(det_classes, det_centers))
        print(frame, {k: round(float(v.sum()), 1) for k, v in heat.items()})


if __name__ == "__main__":
    main()

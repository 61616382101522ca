import numpy as np

from projection import load_camera, project
from rig import RIG


def main():
    rng = np.random.default_rng(0)
    cams = {name: load_camera(cfg) for name, cfg in RIG.items()}
    for frame in range(2):
        pts = rng.uniform([-5, -20, -2], [60, 20, 3], size=(2048, 3)).astype(np.float32)
        for name, (K, t) in cams.items():
            uv, vis = project(pts, K, t)
            print(frame, name, int(vis.sum()))


if __name__ == "__main__":
    main()

import numpy as np

from service import SegmentationService


def camera_feed(n, size=24, seed=3):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield rng.random((size, size, 3), dtype=np.float32)


def main():
    service = SegmentationService()
    coverage = []
    for frame in camera_feed(6):
        mask = service.handle(frame)
        coverage.append(float((mask == 1).mean()))
    print("served", service.frames_served, "coverage", np.round(coverage, 3))


if __name__ == "__main__":
    main()

import numpy as np

from service import CalibrationStore, QualityService


def main():
    store = CalibrationStore()
    store.register("patch-a", 0.0021, 512.0)
    store.register("patch-b", 0.0019, 498.0)
    svc = QualityService(store)
    rng = np.random.default_rng(0)
    for i in range(6):
        dev = "patch-a" if i % 2 == 0 else "patch-b"
        raw = (512 + 200 * rng.standard_normal(500)).astype(np.float32)
        print(dev, svc.score(dev, raw))


if __name__ == "__main__":
    main()

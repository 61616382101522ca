import numpy as np

from service import BAND_ORDER, IndexService

REQUESTS = [
    {"weights": {"nir": 1.0, "red": -1.0}},
    {"weights": {"nir": 1.0, "swir1": -1.0}},
    {"weights": {"green": 1.0, "nir": -1.0}},
    {"weights": {"nir": 1.0, "red": -1.0, "blue": -0.5}},
    {"weights": {"swir1": 1.0, "nir": -1.0, "swir2": 0.5, "red": 0.2}},
]


def main():
    rng = np.random.default_rng(0)
    scene = {b: rng.uniform(0.01, 0.5, (64, 64)).astype(np.float32) for b in BAND_ORDER}
    service = IndexService(scene)
    for req in REQUESTS:
        print(service.handle(req))


if __name__ == "__main__":
    main()

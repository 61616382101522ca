import numpy as np

from server import ForecastAPI


def main():
    rng = np.random.default_rng(0)
    clim = (10 + 5 * np.sin(2 * np.pi * np.arange(241) / 24))[:, None] * np.ones((1, 30))
    api = ForecastAPI(clim.astype(np.float32))
    requests = [
        {"leads": [6, 12, 24]},
        {"leads": [24, 48, 72, 96, 120]},
        {"leads": [1, 2, 3]},
        {"leads": list(range(0, 241, 24))},
        {"leads": [12, 36]},
    ]
    for req in requests:
        anomaly = rng.normal(0, 2, 30).astype(np.float32)
        print(api.handle(req, anomaly))


if __name__ == "__main__":
    main()

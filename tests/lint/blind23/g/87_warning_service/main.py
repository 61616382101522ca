import numpy as np

from service import FloodWarningService


def incoming_requests(rng, n=6):
    for i in range(n):
        hours = int(rng.integers(24, 168))
        yield {"site": f"S{i:02d}", "levels": (1.0 + np.cumsum(rng.normal(0.01, 0.05, hours))).tolist()}


def main():
    rng = np.random.default_rng(77)
    svc = FloodWarningService([1.5, 2.0, 2.5])
    for req in incoming_requests(rng):
        print(svc.handle(req))


if __name__ == "__main__":
    main()

import numpy as np

from service import StationForecastRequest


def main():
    rng = np.random.default_rng(0)
    coeffs = {f"ST{i:03d}": (float(rng.normal(0, 1)), float(rng.uniform(0.9, 1.1))) for i in range(8)}
    for req in range(16):
        sid = f"ST{req % 8:03d}"
        handler = StationForecastRequest(sid, coeffs)
        raw = rng.normal(12, 4, size=48).astype(np.float32)
        print(handler.handle(raw))


if __name__ == "__main__":
    main()

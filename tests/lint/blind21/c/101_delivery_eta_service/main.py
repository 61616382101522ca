import numpy as np

from service import EtaService


def requests(rng, n, legs=8):
    for i in range(n):
        yield {
            "id": f"req-{i:04d}",
            "legs_km": rng.uniform(0.5, 12.0, legs).tolist(),
            "stops": rng.integers(0, 3, legs).tolist(),
        }


def main():
    svc = EtaService()
    rng = np.random.default_rng(1)
    for req in requests(rng, 5):
        etas = svc.handle(req)
        print(f"{req['id']}: last drop at {float(etas[-1]):.0f} min")


if __name__ == "__main__":
    main()

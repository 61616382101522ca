import numpy as np

from service import EtaService


def requests(rng, n):
    for i in range(n):
        yield {"voyage": f"V{i:03d}", "features": rng.uniform(0, 1, (3, 4)).tolist()}


def main():
    rng = np.random.default_rng(0)
    svc = EtaService(weights=[40.0, 12.0, -5.0, 8.0], bias=6.0)
    for req in requests(rng, 5):
        print(svc.handle(req))


if __name__ == "__main__":
    main()

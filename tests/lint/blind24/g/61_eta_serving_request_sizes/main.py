import numpy as np

from service import handle_request


def incoming(rng, n_requests=10):
    for _ in range(n_requests):
        k = int(rng.integers(1, 9))
        yield [{"vehicle": f"V{int(rng.integers(100, 999))}", "features": rng.normal(size=6)} for _ in range(k)]


def main():
    rng = np.random.default_rng(3)
    for req in incoming(rng):
        out = handle_request(req)
        print(len(out), out[0])


if __name__ == "__main__":
    main()

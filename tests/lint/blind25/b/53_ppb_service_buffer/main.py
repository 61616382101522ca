import numpy as np

from service import PlasmaBindingService


def incoming_requests(seed=1):
    rng = np.random.default_rng(seed)
    for size in [3, 10, 1, 7, 10, 4]:
        yield {"ids": [f"MOL{rng.integers(1e5):05d}" for _ in range(size)],
               "descriptors": rng.normal(size=(size, 12)).tolist()}


def main():
    svc = PlasmaBindingService()
    for req in incoming_requests():
        res = svc.handle(req)
        print(len(res), "predictions; first fu =", round(res[0]["fu"], 3))


if __name__ == "__main__":
    main()

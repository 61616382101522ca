import numpy as np

from service import handle_request


def fake_requests(n, size=200, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield {
            "experiment": f"exp-{i}",
            "control": rng.normal(10.0, 2.0, size).tolist(),
            "treatment": rng.normal(10.2, 2.0, size).tolist(),
        }


def main():
    for req in fake_requests(5):
        result = handle_request(req)
        print(req["experiment"], result)


if __name__ == "__main__":
    main()

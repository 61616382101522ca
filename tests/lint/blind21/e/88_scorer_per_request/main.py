import numpy as np

from handler import handle_request
from scorer import N_FEATURES


def main():
    rng = np.random.default_rng(107)
    for i in range(5):
        payload = {"user": f"u{i}", "logins": rng.normal(size=(16, N_FEATURES)).tolist()}
        print(handle_request(payload))


if __name__ == "__main__":
    main()

import numpy as np

from handler import handle_request, load_params


def main():
    params = load_params()
    rng = np.random.default_rng(0)
    for request_id in range(5):
        payload = {"images": rng.integers(0, 256, size=(2, 16, 16, 3))}
        result = handle_request(params, payload)
        print(f"request {request_id}: {[r['style'] for r in result]}")


if __name__ == "__main__":
    main()

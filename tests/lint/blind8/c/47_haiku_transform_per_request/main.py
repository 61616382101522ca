import numpy as np

from server import IntentServer, init_params

IN_DIM = 10


def main():
    server = IntentServer(init_params(0, IN_DIM))
    rng = np.random.default_rng(0)
    for req in range(5):
        rows = rng.normal(size=(int(rng.integers(1, 8)), IN_DIM)).astype(np.float32)
        print(f"request {req}: {server.handle(rows)}")


if __name__ == "__main__":
    main()

import numpy as np

from poller import run


def main():
    block_len = np.linspace(800, 2000, 12).astype(np.float32)
    for i, n_occ in run(8, block_len):
        print(f"poll {i}: {n_occ} blocks occupied")


if __name__ == "__main__":
    main()

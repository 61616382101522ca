import numpy as np

from settlement import add_interval, empty_accumulator


def main():
    rng = np.random.default_rng(291)
    for hour in range(3):
        acc = empty_accumulator(8)
        for k in range(12):
            src = rng.uniform(25, 40, 8).astype(np.float32)
            snk = src + rng.uniform(0, 15, 8).astype(np.float32)
            acc = add_interval(acc, src, snk, rng.uniform(0, 300, 8).astype(np.float32))
        print(hour, round(float(acc["rent"]), 2), int(np.argmax(np.asarray(acc["by_path"]))))


if __name__ == "__main__":
    main()

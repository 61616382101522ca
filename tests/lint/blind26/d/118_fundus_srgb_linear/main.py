import numpy as np

from decode import load_linear

FILES = ["OD_001.jpg", "OS_001.JPG", "OD_002.jpeg", "OS_002.png", "OD_003.jpg", "OS_003.PNG"]


def main():
    rng = np.random.default_rng(0)
    for f in FILES:
        px = rng.integers(0, 256, size=(32, 32, 3), dtype=np.uint8)
        print(f, round(float(load_linear(f, px).mean()), 4))


if __name__ == "__main__":
    main()

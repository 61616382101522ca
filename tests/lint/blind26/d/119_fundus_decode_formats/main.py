import numpy as np

from decode import load

FILES = ["OD_001.jpg", "OS_001.JPG", "OD_002.tif", "OS_002.png", "OD_003.TIFF", "OS_003.jpeg"]


def main():
    rng = np.random.default_rng(0)
    for f in FILES:
        if f.lower().endswith((".tif", ".tiff")):
            px = rng.integers(0, 65536, size=(32, 32, 3), dtype=np.uint16)
        else:
            px = rng.integers(0, 256, size=(32, 32, 3), dtype=np.uint8)
        print(f, round(float(load(f, px).mean()), 4))


if __name__ == "__main__":
    main()

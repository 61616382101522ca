import numpy as np

from framing import AutoFramer


def main():
    rng = np.random.default_rng(0)
    framer = AutoFramer()
    zooms = []
    for _ in range(6):
        sal = rng.random((16, 16), dtype=np.float32) ** 4
        zooms.append(round(float(framer.observe(sal)), 3))
    print(zooms)


if __name__ == "__main__":
    main()

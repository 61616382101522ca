import numpy as np

from quality import ImageQualityGate


def main():
    rng = np.random.default_rng(6)
    gate = ImageQualityGate()
    for i in range(6):
        img = rng.uniform(0, 0.3 + 0.1 * i, size=(40, 40, 3)).astype(np.float32)
        if i % 2:
            img = (img + np.roll(img, 1, 0) + np.roll(img, 1, 1)) / 3
        ok, sharp, bright = gate(img)
        print(i, bool(ok), round(float(sharp), 4), round(float(bright), 3))


if __name__ == "__main__":
    main()

import numpy as np

from pipeline import prepare


def main():
    rng = np.random.default_rng(0)
    for i in range(5):
        img = (rng.uniform(size=(48, 48, 3)) * np.linspace(0.3, 1.0, 48)[None, :, None]).astype(np.float32)
        out = prepare(img)
        print(i, round(float(out.mean()), 3), round(float(out.std()), 3))


if __name__ == "__main__":
    main()

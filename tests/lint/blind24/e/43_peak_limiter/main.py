import numpy as np

from render import MixRenderer


def main():
    rng = np.random.default_rng(0)
    mix = (0.8 * rng.standard_normal((2, 6144))).astype(np.float32)
    chunks = MixRenderer().render(mix)
    print(len(chunks), max(float(np.abs(c).max()) for c in chunks))


if __name__ == "__main__":
    main()

import numpy as np

from kernels import make_edge_filter


def bitewing(seed):
    rng = np.random.default_rng(seed)
    img = rng.normal(0, 0.05, size=(40, 60)).astype(np.float32)
    img[:, 20:40] += 1.0
    return img


def process(img, sigma=1.5):
    edges = make_edge_filter(sigma)(img)
    return float(edges.max())


def main():
    for i in range(5):
        print(i, round(process(bitewing(i)), 3))


if __name__ == "__main__":
    main()

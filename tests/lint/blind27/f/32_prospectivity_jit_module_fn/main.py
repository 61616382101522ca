import numpy as np

from scoring import score_tiles


def load_tile(rng):
    raw = rng.random((48 * 48, 4))
    return (0.1 + 0.8 * raw).astype(np.float32)


def main():
    rng = np.random.default_rng(22)
    for tile in range(6):
        fz = score_tiles(load_tile(rng))
        print(f"tile {tile}: fuzzy gamma mean {float(fz.mean()):.3f}, high-favourability cells {int((fz > 0.6).sum())}")


if __name__ == "__main__":
    main()

import numpy as np

from heatmap import bins_for, touch_heatmap


def player_touches(rng, n_players=5):
    for p in range(n_players):
        n = int(rng.integers(20, 120))
        yield p, (rng.random((n, 2)) * [105.0, 68.0]).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for p, xy in player_touches(rng):
        h = touch_heatmap(xy, bins=bins_for(len(xy)))
        print(p, len(xy), h.shape, int(h.argmax()))


if __name__ == "__main__":
    main()

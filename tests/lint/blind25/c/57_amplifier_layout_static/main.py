import numpy as np

from detector import LAYOUT
from overscan import overscan_correct


def raw_readout(rng, layout):
    w = layout.data_cols + layout.overscan
    raw = np.empty((48, w * layout.n_amps), np.float32)
    for a in range(layout.n_amps):
        bias = 1000 + 50 * a + np.linspace(0, 5, 48)[:, None]
        raw[:, a * w:(a + 1) * w] = bias + rng.normal(0, 3, (48, w))
        raw[:, a * w:a * w + layout.data_cols] += 200 + 10 * a
    return raw


def main():
    rng = np.random.default_rng(3)
    for frame in range(6):
        sci = overscan_correct(raw_readout(rng, LAYOUT), LAYOUT.amp_slices)
        print(f"frame {frame}: per-amp levels {np.round(np.asarray(sci).reshape(48, 4, -1).mean((0, 2)), 1)}")


if __name__ == "__main__":
    main()

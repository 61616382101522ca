import numpy as np

from features import channel_features

CHANNELS = ["A1-vert", "A2-vert", "A3-lat", "A4-lat", "S1-strain", "S2-strain"]


def ten_minute_block(rng, n=6000):
    return {ch: rng.normal(0, 1 + 0.2 * i, n).astype(np.float32) for i, ch in enumerate(CHANNELS)}


def main():
    rng = np.random.default_rng(0)
    for block in range(3):
        data = ten_minute_block(rng)
        row = {}
        for ch, x in data.items():
            row.update({k: float(v) for k, v in channel_features(x, channel=ch).items()})
        print(f"block {block}: " + ", ".join(f"{k}={v:.2f}" for k, v in list(row.items())[:4]) + ", ...")


if __name__ == "__main__":
    main()

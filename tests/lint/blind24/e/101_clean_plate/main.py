import numpy as np

from plate import build_clean_plate


def decode_locked_off_shot(n=8, seed=0):
    rng = np.random.default_rng(seed)
    bg = rng.integers(40, 200, (27, 48, 3))
    frames = []
    for i in range(n):
        f = bg + rng.integers(-3, 4, bg.shape)
        f[10:18, 4 * i:4 * i + 6] = 250
        frames.append(np.clip(f, 0, 255).astype(np.uint8))
    return frames


def main():
    frames = decode_locked_off_shot()
    plate = build_clean_plate(frames)
    print(np.asarray(plate).dtype, round(float(np.asarray(plate).mean()), 2))


if __name__ == "__main__":
    main()

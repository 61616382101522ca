import numpy as np

from pipeline import preprocess, preprocess_for_export


def fake_volume(seed):
    rng = np.random.default_rng(seed)
    vol = rng.normal(0, 0.1, size=(12, 40, 30)).astype(np.float32)
    rpe = rng.integers(22, 30, size=(12, 30)).astype(np.int32)
    for b in range(12):
        for x in range(30):
            vol[b, rpe[b, x], x] += 1.0
    return vol, rpe


def main():
    for eye in range(3):
        vol, rpe = fake_volume(eye)
        flat = preprocess(vol, rpe)
        print(eye, float(flat[:, 20].mean()))
    vol, rpe = fake_volume(9)
    flat = preprocess_for_export(vol, rpe)
    print("export", flat.shape)


if __name__ == "__main__":
    main()

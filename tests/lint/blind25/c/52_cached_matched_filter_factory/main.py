import numpy as np

from filters import matched_filter


def survey_frames(n=6, seed=12):
    rng = np.random.default_rng(seed)
    for i in range(n):
        img = rng.normal(150, 6, (80, 80))
        for _ in range(15):
            y, x = rng.integers(8, 72, 2)
            img[y - 1:y + 2, x - 1:x + 2] += rng.uniform(20, 200)
        yield {"FRAME": i, "FWHM": 3.0, "SKYRMS": 6.0}, img.astype(np.float32)


def main():
    for header, img in survey_frames():
        detect = matched_filter(round(header["FWHM"], 1))
        snr = detect(img, np.float32(header["SKYRMS"]))
        print(f"frame {header['FRAME']}: {int((np.asarray(snr) > 5).sum())} pixels above 5 sigma")


if __name__ == "__main__":
    main()

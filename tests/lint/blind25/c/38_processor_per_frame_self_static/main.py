import numpy as np

from processing import FrameProcessor


def observing_log(n=5, seed=10):
    rng = np.random.default_rng(seed)
    for i in range(n):
        header = {"DATE-OBS": f"2026-03-0{i + 1}T03:12:00", "AIRMASS": 1.1 + 0.1 * i,
                  "SATURATE": 60000.0}
        yy, xx = np.mgrid[:64, :64]
        sky = 200 + 0.5 * xx + 0.3 * yy + rng.normal(0, 4, (64, 64))
        yield header, sky.astype(np.float32)


def main():
    for header, img in observing_log():
        proc = FrameProcessor(header)
        resid = proc.remove_sky(img)
        print(f"{header['DATE-OBS']}: residual rms {float(np.std(np.asarray(resid))):.2f}")


if __name__ == "__main__":
    main()

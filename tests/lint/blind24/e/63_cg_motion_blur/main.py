import numpy as np

from filters import shutter_taps, synth_motion_blur

SHOTS = [("sh010", 180.0, 1.5), ("sh020", 90.0, 2.0), ("sh030", 180.0, 0.5), ("sh040", 270.0, 1.0),
         ("sh050", 45.0, 3.0)]


def main():
    rng = np.random.default_rng(0)
    for name, shutter, vel in SHOTS:
        cg = rng.uniform(0, 1, (24, 48)).astype(np.float32)
        out = synth_motion_blur(cg, vel, taps=shutter_taps(shutter))
        print(name, shutter, round(float(np.abs(np.asarray(out) - cg).mean()), 4))


if __name__ == "__main__":
    main()

import numpy as np

from deblur import FocusPuller, richardson_lucy

SOFT_SHOTS = {"sc12_tk3": 10, "sc14_tk1": 20, "sc15_tk2": 10, "sc19_tk4": 15}


def main():
    rng = np.random.default_rng(0)
    model = FocusPuller()
    for shot, iters in SOFT_SHOTS.items():
        plate = rng.uniform(0.1, 0.9, (24, 32)).astype(np.float32)
        sharp = richardson_lucy(model, plate, iters)
        print(shot, iters, round(float(np.asarray(sharp).std()), 4))


if __name__ == "__main__":
    main()

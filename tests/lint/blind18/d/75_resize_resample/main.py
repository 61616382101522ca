import numpy as np

from resample import out_length, to_target_rate

TARGET_SR = 16000


def incoming(rng):
    for sr, seconds in ((44100, 0.5), (48000, 0.5), (22050, 0.5), (44100, 0.25), (48000, 0.5)):
        yield sr, rng.standard_normal(int(sr * seconds)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for sr, x in incoming(rng):
        y = to_target_rate(x, out_length(len(x), sr, TARGET_SR))
        print(sr, len(x), "->", y.shape[0])


if __name__ == "__main__":
    main()

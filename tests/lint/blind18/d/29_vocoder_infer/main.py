import numpy as np

from vocoder import GriffinLimVocoder


def main():
    rng = np.random.default_rng(0)
    voc = GriffinLimVocoder()
    utterances = [np.abs(rng.standard_normal((20, 129))).astype(np.float32) for _ in range(4)]
    for i, mag in enumerate(utterances):
        wav = voc.synthesize(mag)
        print(i, wav.shape, float(np.abs(np.asarray(wav)).max()))


if __name__ == "__main__":
    main()

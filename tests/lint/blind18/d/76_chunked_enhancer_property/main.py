import numpy as np

from enhancer import Enhancer

CHUNK = 512


def main():
    rng = np.random.default_rng(0)
    audio = (np.sin(np.arange(CHUNK * 5) * 0.05) + 0.05 * rng.standard_normal(CHUNK * 5)).astype(np.float32)
    enh = Enhancer()
    out = []
    for s in range(0, len(audio), CHUNK):
        out.append(np.asarray(enh.process(audio[s:s + CHUNK])))
    y = np.concatenate(out)
    print("in rms", float(audio.std()), "out rms", float(y.std()))


if __name__ == "__main__":
    main()

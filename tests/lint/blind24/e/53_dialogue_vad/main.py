import jax
import numpy as np

from audio_io import SR, chunks, load_dialogue_stem
from vad import speech_prob, vad


def main():
    stem = load_dialogue_stem()
    params = vad.init(jax.random.PRNGKey(0), np.zeros(SR, np.float32))["params"]
    regions = []
    for t0, chunk in chunks(stem):
        p = np.asarray(speech_prob(params, chunk))
        regions.append((round(t0, 2), int((p > 0.5).sum())))
    print(regions)


if __name__ == "__main__":
    main()

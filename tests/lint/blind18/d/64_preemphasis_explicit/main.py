import numpy as np

from config import FrontendConfig
from dsp import preprocess
from infer import transcribe_features


def training_clips(rng, n, length):
    for _ in range(n):
        yield rng.standard_normal(length).astype(np.float32)


def main():
    cfg = FrontendConfig()
    rng = np.random.default_rng(0)
    stats = [float(np.asarray(preprocess(x, cfg.preemph)).std()) for x in training_clips(rng, 4, cfg.clip_len)]
    print("train", np.round(stats, 3))
    val = list(training_clips(rng, 2, cfg.clip_len))
    print("val", np.round(transcribe_features(val, cfg), 3))


if __name__ == "__main__":
    main()

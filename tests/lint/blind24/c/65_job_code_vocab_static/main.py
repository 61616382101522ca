import numpy as np
from encode import job_mix_vector

ALL_CODES = ["ENG1", "ENG2", "ENG3", "PM1", "PM2", "DS1", "DS2", "OPS1"]
rng = np.random.default_rng(5)
for month in range(1, 7):
    codes = rng.choice(ALL_CODES, size=40, p=[0.2, 0.15, 0.1, 0.15, 0.05, 0.15, 0.02, 0.18])
    vocab = tuple(sorted(set(codes.tolist())))
    ids = np.array([vocab.index(c) for c in codes], np.int32)
    fte = rng.choice([0.5, 0.8, 1.0], size=40).astype(np.float32)
    mix = job_mix_vector(ids, fte, vocab=vocab)
    print(month, len(vocab), np.round(np.asarray(mix), 2))

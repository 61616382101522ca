import numpy as np
from context import splice_frames
from recipes import context_frames

rng = np.random.default_rng(131)
utts = [rng.normal(size=(100, 13)).astype(np.float32) for _ in range(4)]
# training features use the recipe; alignment features use the hard-coded Kaldi default
for i, u in enumerate(utts):
    train_in = splice_frames(u, context=context_frames())
    align_in = splice_frames(u, context=5)
    print(i, train_in.shape, align_in.shape)

import numpy as np
from audio import corpus
from dsp import preemph_frames

for i, sig in enumerate(corpus(43)):
    e = preemph_frames(sig)
    print(i, sig.dtype, float(e.mean()))

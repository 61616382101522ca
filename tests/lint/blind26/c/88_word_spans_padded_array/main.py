import numpy as np
from alignments import read_alignments
from pooling import word_energy

for utt, (frames, starts, ends, n) in enumerate(read_alignments(88)):
    e = np.asarray(word_energy(frames, starts, ends))[:n]
    print(utt, n, np.round(e, 2))

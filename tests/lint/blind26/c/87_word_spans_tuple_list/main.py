import numpy as np
from alignments import read_alignments
from pooling import word_durations_and_energy

# word-level prosody: mean energy per aligned word
for utt, (frames, spans) in enumerate(read_alignments(87)):
    e = word_durations_and_energy(frames, spans)
    print(utt, len(spans), np.round(np.asarray(e), 2))

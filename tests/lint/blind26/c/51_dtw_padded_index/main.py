import itertools
from corpus import word_recordings
from dtw import dtw_padded, pad

recs = {d: pad(x) for d, x in word_recordings(51).items()}
for d1, d2 in itertools.combinations(recs, 2):
    print(d1, d2, round(float(dtw_padded(*recs[d1], *recs[d2])), 3))

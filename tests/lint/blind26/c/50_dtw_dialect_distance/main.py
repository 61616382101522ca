import itertools
from corpus import word_recordings
from dtw import dtw_distance

recs = word_recordings(50)
for d1, d2 in itertools.combinations(recs, 2):
    print(d1, d2, round(float(dtw_distance(recs[d1], recs[d2])), 3))

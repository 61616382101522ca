import numpy as np

from dataset import EvennessReadings
from uster import evenness_stats

readings = EvennessReadings()
for b, batch in enumerate(readings.batches(25)):
    cv, thin, thick = evenness_stats(batch)
    print(f"bobbin batch {b}: CVm {float(cv.mean()):.2f}%, thin {int(thin.sum())}, thick {int(thick.sum())}")

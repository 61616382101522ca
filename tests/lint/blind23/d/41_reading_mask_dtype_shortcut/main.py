import numpy as np

from batching import reading_batches
from fluency import fluency_summary

for b, (wpm, errors, mask) in enumerate(reading_batches(6, 16)):
    wcpm, acc = fluency_summary(wpm, errors, mask)
    print(f"batch {b}: median WCPM {float(np.median(wcpm)):.1f}, accuracy {float(acc.mean()):.3f}")

import numpy as np

from detector import tile_anomaly_score
from tiles import scan_tiles

rng = np.random.default_rng(73)
scan = rng.normal(0.5, 0.05, (96, 150)).astype(np.float32)  # 150 px across the roll width
scan[40:50, 60:70] += 0.4   # oil spot

flagged = []
for (r, c), tile in scan_tiles(scan):
    z, outliers = tile_anomaly_score(tile, 0.07, 0.01)
    if float(z) > 3.0 or float(outliers) > 0.02:
        flagged.append((r, c))
print("flagged tiles:", flagged)

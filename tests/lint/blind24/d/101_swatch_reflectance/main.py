import numpy as np

from colour import reflectance_to_xyz
from dataset import SwatchDataset

ds = SwatchDataset()
all_xyz = []
for batch in ds.batches(32):
    all_xyz.append(np.asarray(reflectance_to_xyz(batch)))
xyz = np.concatenate(all_xyz)
print(xyz.shape, xyz.mean(0).round(3))

import numpy as np

from exporters import export
from pelvis import pelvis_path_length

rng = np.random.default_rng(67)
for trial in range(6):
    path, vert = pelvis_path_length(export(trial, rng))
    print(trial, "path (m)", round(float(path), 3), "vertical excursion (m)", round(float(vert), 3))

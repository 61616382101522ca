import numpy as np

def comps_within(subject_xy, sales_xy, radius_km=1.0):
    d = np.linalg.norm(sales_xy - subject_xy, axis=1)
    return np.nonzero(d < radius_km)[0]

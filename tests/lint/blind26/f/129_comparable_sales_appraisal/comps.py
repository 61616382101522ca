import numpy as np

K_COMPS = 12

def nearest_comps(subject_xy, sales_xy, k=K_COMPS):
    d = np.linalg.norm(sales_xy - subject_xy, axis=1)
    return np.argsort(d)[:k], np.sort(d)[:k]

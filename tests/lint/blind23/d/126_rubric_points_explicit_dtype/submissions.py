import numpy as np


def rubric_matrix(assignment):
    if assignment in ("lab1", "lab3"):
        rows = [[4, 3, 2, 4], [3, 3, 3, 2], [4, 4, 4, 3], [2, 1, 3, 2]]
    else:
        rows = [[4, 3.5, 2, 4], [3, 3, 2.5, 2], [4, 4, 4, 3], [2, 1.5, 3, 2]]
    return np.asarray(rows, dtype=np.float32)

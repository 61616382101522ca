import numpy as np


def read_header(i):
    return {"nlev": np.int64(8), "ncol": np.int64(30), "cycle": i}

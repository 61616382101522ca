import numpy as np

CRANES = {"STS-01": np.float32(820.0), "STS-02": np.float32(790.0), "STS-03": np.float32(860.0)}

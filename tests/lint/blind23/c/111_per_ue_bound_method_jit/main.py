import numpy as np
from cell import serve_ues

print(serve_ues(6, np.random.default_rng(0)))

# source: a loader class of data.py whose __iter__ yields a short tail (PyTorch-style loaders)
# jax-compiles: step_x=2
# lint: JC105@11
import numpy as np
from x_model import step_x
from x_train import Loader

p = np.float32(0.0)
loader = Loader(np.arange(10, dtype=np.float32), 4)
for batch in loader:
    p = step_x(p, batch)

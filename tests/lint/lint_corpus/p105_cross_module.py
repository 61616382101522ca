# source: the case: a ragged loader in data.py feeding the jitted step of train.py
# jax-compiles: step_x=2
# lint: JC105@10
import numpy as np
from x_data import batches
from x_model import step_x

p = np.float32(0.0)
for batch in batches(np.arange(10, dtype=np.float32), 4):
    p = step_x(p, batch)

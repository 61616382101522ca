import numpy as np

from capture import TurntableSession
from fusion import fuse_views

codes = {name: np.asarray(fuse_views(desc)) for name, desc in TurntableSession().descriptors()}
names = list(codes)
sims = np.array([[codes[a] @ codes[b] for b in names] for a in names])
print(names)
print(np.round(sims, 2))

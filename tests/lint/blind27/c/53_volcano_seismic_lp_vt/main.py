import jax.numpy as jnp
import numpy as np

from collate import batches
from model import lp_vt_step, opt

rng = np.random.default_rng(53)
records = []
for i in range(48):
    n = int(rng.integers(300, 900))
    lp = i % 2
    t = np.arange(n) / 100
    tr = np.sin(2 * np.pi * (1.5 if lp else 8.0) * t) * np.exp(-t / 3) + 0.1 * rng.normal(size=n)
    records.append({"trace": tr.astype(np.float32), "label": lp})

w = jnp.zeros(4, jnp.float32)
state = opt.init(w)
for epoch in range(2):
    for x, m, y in batches(records, 16):
        w, state, l = lp_vt_step(w, state, x, m, y)
    print(epoch, float(l))

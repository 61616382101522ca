import jax
import numpy as np
from data import batches
from steps import tx, governing_law_step, governing_law_eval

rng = np.random.default_rng(0)
xtr, ytr = rng.normal(size=(300, 20)).astype(np.float32), rng.integers(0, 5, 300)
xva, yva = rng.normal(size=(90, 20)).astype(np.float32), rng.integers(0, 5, 90)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
p = {"w1": jax.random.normal(k1, (20, 32)) * 0.1, "w2": jax.random.normal(k2, (32, 5)) * 0.1}
s = tx.init(p)
for epoch in range(3):
    for xb, yb in batches(xtr, ytr, 64, drop_last=True):
        p, s, loss = governing_law_step(p, s, xb, yb)
    correct = sum(int(governing_law_eval(p, xb, yb)) for xb, yb in batches(xva, yva, 64, drop_last=False))
    print(epoch, float(loss), correct / len(yva))

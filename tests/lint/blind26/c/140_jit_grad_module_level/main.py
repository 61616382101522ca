import numpy as np
from phonotactic import fit, maxent_loss

# MaxEnt grammar over 40 candidate onsets scored on 6 markedness constraints
rng = np.random.default_rng(140)
violations = rng.integers(0, 3, size=(40, 6)).astype(np.float32)
true_w = np.array([2.0, 0.5, 1.5, 0.0, 1.0, 0.2], np.float32)
p = np.exp(-violations @ true_w)
counts = rng.multinomial(500, p / p.sum()).astype(np.float32)
w = fit(violations, counts)
print(np.round(np.asarray(w), 2), float(maxent_loss(w, violations, counts)))

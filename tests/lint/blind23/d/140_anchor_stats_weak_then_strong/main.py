import numpy as np

from equating import linear_equate
from forms import REFERENCE, form_stats

rng = np.random.default_rng(0)
for form in range(5):
    raw = rng.normal(28 + form, 5 + 0.3 * form, 200).astype(np.float32)
    if form == 0:
        m, s = REFERENCE["mean"], REFERENCE["sd"]
    else:
        m, s = form_stats(raw)
    eq = linear_equate(raw, m, s, REFERENCE["mean"], REFERENCE["sd"])
    print(f"form {form}: equated mean {float(eq.mean()):.2f}")

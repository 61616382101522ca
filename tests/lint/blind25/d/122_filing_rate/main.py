import numpy as np
from timeline import padded_windows
from forecast import filing_rate

rng = np.random.default_rng(0)
for case in range(3):
    events = (rng.random(int(rng.integers(40, 70))) < 0.2).astype(np.float32)
    wins, valid = padded_windows(events, 16)
    rates = [float(filing_rate(w, v, 0.9)) for w, v in zip(wins, valid)]
    print(case, len(events), np.round(rates, 3))

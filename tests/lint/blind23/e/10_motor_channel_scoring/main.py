import numpy as np

from loader import policy_batches
from scoring import expected_frequency

actual, expected = {}, {}
for channel, feats, claims in policy_batches():
    lam = expected_frequency(feats)
    actual[channel] = actual.get(channel, 0.0) + float(claims.sum())
    expected[channel] = expected.get(channel, 0.0) + float(lam.sum())

for ch in actual:
    print(f"{ch:11s} A/E = {actual[ch] / expected[ch]:.3f}")

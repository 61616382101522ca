import numpy as np

from intervention import dosage_response

rng = np.random.default_rng(0)
for site in range(5):
    n = 80
    pre = rng.normal(45, 10, n).astype(np.float32)
    hours = rng.gamma(2.0, 5.0, n).astype(np.float32)
    post = (pre + 0.4 * hours + rng.normal(0, 5, n)).astype(np.float32)
    enrolled = hours > 5.0
    g, slope = dosage_response(pre, post, hours, enrolled)
    print(f"site {site}: {int(enrolled.sum())} enrolled, mean gain {float(g):.1f}, per-hour {float(slope):.2f}")

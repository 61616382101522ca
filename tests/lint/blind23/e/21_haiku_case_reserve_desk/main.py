import jax
import numpy as np

from model import severity_net
from serve import quote_reserves

rng = np.random.default_rng(13)
params = severity_net.init(jax.random.PRNGKey(2), np.zeros((1, 6), np.float32))

# claims notified to the case-reserving desk each day
daily_counts = [17, 42, 9, 33, 58, 21]
for day, n in enumerate(daily_counts):
    feats = rng.normal(size=(n, 6)).astype(np.float32)
    reserves = quote_reserves(params, feats)
    print(f"day {day}: {n} claims, initial case reserve total {reserves.sum():.2f}")

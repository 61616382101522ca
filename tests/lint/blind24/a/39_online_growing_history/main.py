import numpy as np
import jax.numpy as jnp
from stream import DailyMilkFeed
from refit import ridge_refit

feed = DailyMilkFeed()
hist_x, hist_y = None, None
for d in range(7):
    x, y = feed.day(d)
    if hist_x is None:
        hist_x, hist_y = x, y
    else:
        hist_x = np.concatenate([hist_x, x])
        hist_y = np.concatenate([hist_y, y])
    coef = ridge_refit(hist_x, hist_y, 1.0)
    print(f"day {d}: {len(hist_x)} records, coef {np.round(np.asarray(coef), 3)}")

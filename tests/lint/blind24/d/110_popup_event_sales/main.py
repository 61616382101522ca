import numpy as np

from popup import popup_sales

rng = np.random.default_rng(110)
# pop-up store weeks; some coincide with fashion-week events
for week in range(8):
    base = rng.poisson(40, 7).astype(np.float32)
    event_days = rng.random(7) < (0.4 if week in (2, 5) else 0.0)
    units = popup_sales(base, event_days, bool(event_days.any()), 0.8)
    print(week, bool(event_days.any()), float(units))

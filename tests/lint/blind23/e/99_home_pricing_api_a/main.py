import numpy as np

from api import quote_one, reprice_renewals

rng = np.random.default_rng(99)
for day in range(3):
    for _ in range(3):
        req = {"features": rng.normal(size=4).round(2).tolist()}
        print(f"day {day} new-business quote {quote_one(req):.2f}")
    renewals = rng.normal(size=(200 + 50 * day, 4)).astype(np.float32)
    print(f"day {day} renewal book repriced: {reprice_renewals(renewals).sum():,.0f}")

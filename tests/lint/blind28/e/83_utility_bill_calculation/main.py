import numpy as np

from billing import month_interval_data
from tariff import monthly_bill

rng = np.random.default_rng(0)
total = 0.0
for month in range(1, 13):
    kw, mask = month_interval_data(2023, month, rng)
    bill, peak = monthly_bill(kw, mask)
    total += float(bill)
    print(month, round(float(bill)), round(float(peak), 1))
print("annual", round(total))

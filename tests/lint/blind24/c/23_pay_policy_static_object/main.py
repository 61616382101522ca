import numpy as np
from policy import policy_for_month
from payrun import monthly_payrun

rng = np.random.default_rng(0)
rates = rng.uniform(20, 45, size=50).astype(np.float32)
for month in range(1, 7):
    hours = rng.uniform(30, 55, size=(4, 50)).astype(np.float32)
    weekend = rng.uniform(0, 8, size=(4, 50)).astype(np.float32)
    pay = monthly_payrun(hours, weekend, rates, policy=policy_for_month(month))
    print(month, round(float(pay.sum()), 2))

import numpy as np
from bonus import allocate_bonus

rng = np.random.default_rng(21)
salaries = rng.normal(80000, 15000, size=40).astype(np.float32)
carry = 0.0
for quarter in range(1, 5):
    ratings = rng.integers(1, 6, size=40).astype(np.float32)
    award, left = allocate_bonus(ratings, salaries, 150000.0, carry)
    carry = np.asarray(left)[()]
    print(f"Q{quarter} paid {float(award.sum()):,.0f} carry {float(carry):,.0f}")

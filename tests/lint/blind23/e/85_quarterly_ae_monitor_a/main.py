from monitor import ae_ratio
from sources import quarterly_data

for q, (exposure, claims) in quarterly_data():
    print(f"Q{q + 1}: actual/expected {float(ae_ratio(exposure, claims, 0.1)):.3f}")

from policies import load_policies
from pricing import expected_insured_loss

for p in load_policies():
    el = expected_insured_loss(p["sum_insured"], p["deductible"], 8.5, 1.6)
    print(f"{p['policy']}: expected loss per claim {float(el):,.2f}, frequency-loaded {float(el) * p['rate'] * 100:.2f}")

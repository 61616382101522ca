from workload import open_claims_by_adjuster
from reserve import portfolio_reserve

for name, estimates in open_claims_by_adjuster():
    reserve, concentration = portfolio_reserve(estimates, 0.075)
    print(f"{name}: {len(estimates)} open, reserve {float(reserve):,.0f}, largest share {float(concentration):.2f}")

from model import bi_claims_curve
from scenarios import SCENARIOS, as_args

sum_insured_bn = 12.0
for name, s in SCENARIOS.items():
    curve = bi_claims_curve(as_args(s))
    print(f"{name:17s}: business-interruption claims {float(curve[-1]) * sum_insured_bn * 1000:,.1f}m")

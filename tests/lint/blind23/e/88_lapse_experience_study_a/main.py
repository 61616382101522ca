from data import ExperienceStudy
from study import fit_lapse_rates

study = ExperienceStudy()
for month in range(1, 7):
    study.add_month(1500)
    q = fit_lapse_rates(*study.to_date())
    print(f"month {month}: lapse rate duration 1 {float(q[0]):.4f}, duration 10 {float(q[9]):.4f}")

from roster import weekly_rosters
from schedule import assign_shifts

for week, n_shifts, avail, demand in weekly_rosters(n_weeks=6, n_staff=20):
    plan, gap = assign_shifts(avail, demand, n_shifts=n_shifts)
    print(f"week {week}: {n_shifts} shifts, mean coverage gap {float(gap):.3f}")

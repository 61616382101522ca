from experiments import holdout_check, weekly_readout

for week, uplift in enumerate([0.10, 0.15, 0.05, 0.20]):
    diff = weekly_readout(week, uplift)
    print(f"week {week}: simulated lift {float(diff.mean()) * 100:.3f} pp")
print("holdout:", float(holdout_check(0.0).mean()) * 100)

from velocity import bar_velocity


def set_summary(reps):
    return [float(bar_velocity(a, method="zero_velocity_update")[0]) for a in reps]


def best_rep(reps):
    peaks = [float(bar_velocity(a, "zero_velocity_update")[1]) for a in reps]
    return max(range(len(peaks)), key=peaks.__getitem__)

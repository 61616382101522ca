from projection import project_beds


def summary_panel(admissions, los_days):
    beds = project_beds(admissions, los_days)
    return float(beds.max())


def trend_panel(admissions, los_days):
    beds = project_beds(admissions, los_days, horizon=42)
    return float(beds[-1] - beds[0])


def table_panel(admissions, los_days):
    beds = project_beds(admissions, los_days, 42)
    return [round(float(b)) for b in beds[::7]]

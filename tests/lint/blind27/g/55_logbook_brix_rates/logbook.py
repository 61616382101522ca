def daily_brix(logbook, tank):
    """Brix readings for a tank, in order, as typed into the cellar logbook."""
    return [row["brix"] for row in logbook if row["tank"] == tank]


def build_logbook():
    entries = []
    schedule = {"T1": [24.1, 22.0, 18.5, 14.0, 9.6, 5.2, 2.0, 0.1],
                "T2": [23.5, 21.9, 19.0, 15.8],
                "T3": [25.0, 23.6, 20.1, 16.2, 12.0, 8.1],
                "T4": [22.8, 20.0, 16.5, 12.9, 9.0, 5.5, 2.4, -0.5]}
    for tank, vals in schedule.items():
        entries += [{"tank": tank, "brix": v} for v in vals]
    return entries

FINAL_RESERVE_MIN = {"domestic": 45, "international": 30}
CONTINGENCY_FRACTION = 0.05


def reserve_minutes(flight):
    base = FINAL_RESERVE_MIN[flight["region"]]
    if flight["region"] == "international":
        # contingency: 5% of trip time on top of final reserve
        return base + CONTINGENCY_FRACTION * flight["trip_min"]
    return base

def exposure_years(policies):
    return sum(p["months_in_force"] / 12 if p["partial"] else 1 for p in policies)


def claim_count(policies):
    return sum(p["claims"] for p in policies)

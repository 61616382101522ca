from agg import tonnage_mileage


def monthly_report(tonnes, km):
    return float(tonnage_mileage(tonnes, km, unit="tkm"))

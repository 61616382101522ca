from frost import frost_hours

BLOOM_THRESHOLDS = {"apple": -2.2, "cherry": -1.7, "pear": -2.0}


def nightly_report(crop, temps):
    if crop in BLOOM_THRESHOLDS and BLOOM_THRESHOLDS[crop] != -2.0:
        return frost_hours(temps, BLOOM_THRESHOLDS[crop])
    return frost_hours(temps)

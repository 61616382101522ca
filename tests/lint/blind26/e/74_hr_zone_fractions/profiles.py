RAW = {
    "rower_01": {"age": 24, "max_hr": 196.0, "rest_hr": 48.0},
    "rower_02": {"age": 31, "max_hr": None, "rest_hr": 52.0},
    "rower_03": {"age": 27, "max_hr": 201.0, "rest_hr": 45.0},
    "rower_04": {"age": 35, "max_hr": None, "rest_hr": 55.0},
}


def resolved_settings():
    out = {}
    for name, s in RAW.items():
        max_hr = s["max_hr"] if s["max_hr"] is not None else 208.0 - 0.7 * s["age"]
        out[name] = {"max_hr": float(max_hr), "rest_hr": float(s["rest_hr"])}
    return out

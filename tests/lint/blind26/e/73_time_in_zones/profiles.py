ATHLETES = {
    "rower_01": {"age": 24, "max_hr": 196.0, "rest_hr": 48.0},
    "rower_02": {"age": 31, "max_hr": None, "rest_hr": 52.0},
    "rower_03": {"age": 27, "max_hr": 201.0, "rest_hr": 45.0},
    "rower_04": {"age": 35, "max_hr": None, "rest_hr": 55.0},
}

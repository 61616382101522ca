N_DRAWS = 1000
VOLATILITY = {"low": 0.06, "medium": 0.12, "high": 0.2}
PROJECTS = [("riverside_lofts", 42e6, 180.0, "medium"), ("mall_conversion", 65e6, 240.0, "high"),
            ("infill_townhomes", 12e6, 40.0, "low"), ("station_tower", 90e6, 320.0, "high")]

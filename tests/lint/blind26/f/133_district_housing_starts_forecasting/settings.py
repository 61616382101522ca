DISTRICT_SETTINGS = {
    "harbour": {"lags": 2, "ridge": 0.1},
    "midtown": {"lags": 4, "ridge": 0.1},
    "parkside": {"lags": 2, "ridge": 0.5},
    "railyards": {"lags": 6, "ridge": 0.1},
}

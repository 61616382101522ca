def build_scenarios():
    out = {
        "baseline": {"precip_factor": 1.0, "temp_shift": 0.0},
        "rcp45": {"precip_factor": 0.95, "temp_shift": 1.8},
        "rcp85": {"precip_factor": 0.88, "temp_shift": 3.7},
    }
    growth = dict(out["rcp85"])
    growth["demand_growth"] = 0.02
    out["rcp85_growth"] = growth
    return out

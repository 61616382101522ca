BASE = {"precip_factor": 1.0, "temp_shift": 0.0, "demand_growth": 0.0}

SCENARIOS = {
    "baseline": dict(BASE),
    "rcp45": dict(BASE, precip_factor=0.95, temp_shift=1.8),
    "rcp85": dict(BASE, precip_factor=0.88, temp_shift=3.7),
    "rcp85_growth": dict(BASE, precip_factor=0.88, temp_shift=3.7, demand_growth=0.02),
}

# FAO-56 style crop coefficients (initial, mid, late) for maize by agro-climatic region
KC = {
    "humid_coastal": (0.30, 1.15, 0.55),
    "semi_arid": (0.35, 1.20, 0.60),
    "highland": (0.30, 1.10, 0.50),
    "river_valley": (0.40, 1.20, 0.60),
}
STAGE_DAYS = (25, 40, 50, 35)

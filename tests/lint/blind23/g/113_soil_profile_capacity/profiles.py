PROFILES = {
    "upland_peat": (0.3, 0.5),
    "valley_alluvium": (0.4, 0.8, 1.5),
    "chalk_downland": (0.25, 1.2),
    "river_terrace": (0.3, 0.6, 1.0),
}

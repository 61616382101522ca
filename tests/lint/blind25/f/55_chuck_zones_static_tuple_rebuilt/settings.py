CHUCK = {
    "zone_radii_mm": [50, 100, 130, 150],   # outer radius of each heater zone
    "n_radial": 60,
    "conductivity": 150.0,
}

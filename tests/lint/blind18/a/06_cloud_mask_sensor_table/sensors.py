SENSOR_CONFIG = {
    "landsat8": {"blue": 1, "swir": 5, "cloud_threshold": 0.3},
    "sentinel2": {"blue": 1, "swir": 4, "cloud_threshold": 0.25},
    "planetscope": {"blue": 0, "swir": 3, "cloud_threshold": 1},
    "spot7": {"blue": 0, "swir": 3, "cloud_threshold": 0.35},
}


def threshold_for(sensor):
    return float(SENSOR_CONFIG[sensor]["cloud_threshold"])

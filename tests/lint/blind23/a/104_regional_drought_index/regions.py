import numpy as np


def region_masks(lat, lon):
    LAT, LON = np.meshgrid(lat, lon, indexing="ij")
    return {
        "sahel": (LAT > 10) & (LAT < 20) & (LON > -15) & (LON < 35),
        "amazon": (LAT > -15) & (LAT < 5) & (LON > -75) & (LON < -45),
        "siberia": (LAT > 55) & (LAT < 70) & (LON > 60) & (LON < 120),
    }

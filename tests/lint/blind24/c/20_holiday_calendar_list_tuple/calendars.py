REGION_HOLIDAYS = {
    "us": [0, 18, 46, 149],
    "uk": (0, 88, 91, 126),
    "de": [0, 88, 91, 120],
    "fr": (0, 91, 120, 127),
}


def holidays_for(region):
    return REGION_HOLIDAYS[region]

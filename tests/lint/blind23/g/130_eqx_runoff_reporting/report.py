REPORTS = [
    {"catchment": "Exe", "area_km2": 601.0, "units": "mm/day"},
    {"catchment": "Taw", "area_km2": 826.0, "units": "m3/s"},
    {"catchment": "Tamar", "area_km2": 917.0, "units": "mm/day"},
    {"catchment": "Dart", "area_km2": 248.0, "units": "m3/s"},
]

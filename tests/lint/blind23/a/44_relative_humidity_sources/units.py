UNITS = {
    "era5": {"t2m": "K", "d2m": "K"},
    "station": {"t2m": "degC", "d2m": "degC"},
}


def kelvin_offset(source, var):
    return 273.15 if UNITS[source][var] == "degC" else 0

RAIN_GAUGE_EXPORTS = [
    {"station": "G01", "units": "mm", "values": [0.0, 2.4, 11.2, 0.0, 5.6]},
    {"station": "G02", "units": "MM ", "values": [1.2, 0.0, 8.8, 3.1, 0.0]},
    {"station": "G03", "units": " Mm", "values": [0.0, 0.0, 14.9, 6.3, 0.4]},
    {"station": "G04", "units": "mm", "values": [4.4, 1.1, 0.0, 0.0, 9.7]},
]


def clean_units(u):
    return u.strip().lower()

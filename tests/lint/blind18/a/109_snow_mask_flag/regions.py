# per-region processing options; the alpine block came from a YAML file written by hand
REGIONS = [
    {"name": "po_valley", "mask_snow": False},
    {"name": "alps_north", "mask_snow": 1},
    {"name": "apennines", "mask_snow": True},
    {"name": "alps_south", "mask_snow": 1},
]

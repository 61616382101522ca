import json

DEFAULT_ZONE = (40.70, 40.80, -74.02, -73.93)

ZONE_JSON = '''
{"downtown": [40.70, 40.73, -74.02, -73.97],
 "midtown": [40.74, 40.77, -74.00, -73.96]}
'''


def load_zones():
    zones = json.loads(ZONE_JSON)
    zones["citywide"] = DEFAULT_ZONE
    return zones

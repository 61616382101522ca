import json

SITE_NAMELISTS = [
    '{"site": "cabauw", "snow_scheme": true, "frozen_soil": false}',
    '{"site": "sodankyla", "snow_scheme": 1, "frozen_soil": 1}',
    '{"site": "harvard", "snow_scheme": true, "frozen_soil": true}',
    '{"site": "hyytiala", "snow_scheme": 1, "frozen_soil": 0}',
]


def load_namelists():
    return [json.loads(s) for s in SITE_NAMELISTS]

import json

SITE_JSON = """
{
  "east_wing":  {"heating_sp": [20, 20, 21, 21, 21, 20]},
  "west_wing":  {"heating_sp": [20.5, 20.5, 21, 21, 21.5, 20]},
  "north_wing": {"heating_sp": [19, 20, 21, 21, 20, 19]},
  "lab_block":  {"heating_sp": [21.5, 21.5, 22, 22, 22, 21.5]}
}
"""


def load_site():
    return json.loads(SITE_JSON)

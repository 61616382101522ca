import json

# exported from two different BAS front-ends; one writes booleans, the other 0/1
SITES = json.loads("""
[
  {"name": "plant-north", "economizer_enabled": true,  "oa_min": 0.2},
  {"name": "plant-south", "economizer_enabled": 1,     "oa_min": 0.15},
  {"name": "annex",       "economizer_enabled": false, "oa_min": 0.25},
  {"name": "garage",      "economizer_enabled": 0,     "oa_min": 0.3}
]
""")

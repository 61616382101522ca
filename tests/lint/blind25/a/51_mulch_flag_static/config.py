import json

TRIAL_PLAN = json.loads("""
[
  {"plot": "P1", "mulch": true,  "cover_frac": 0.8},
  {"plot": "P2", "mulch": false, "cover_frac": 0.0},
  {"plot": "P3", "mulch": 1,     "cover_frac": 0.6},
  {"plot": "P4", "mulch": 0,     "cover_frac": 0.0},
  {"plot": "P5", "mulch": true,  "cover_frac": 0.9}
]
""")

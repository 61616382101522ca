import json

PROFILES = json.loads("""{
  "routine":  {"taper": "hann", "fmin": 1.0},
  "ashfall":  {"taper": "Hann", "fmin": 0.5},
  "lahar":    {"taper": "HANN", "fmin": 2.0},
  "tremor":   {"taper": "hann", "fmin": 0.8}
}""")

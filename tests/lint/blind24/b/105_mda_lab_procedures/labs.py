import json

# procedures from two labs: one writes the confidence level as an integer, the other as a float
PROCEDURES = json.loads("""
[
  {"lab": "site lab",    "nuclide": "Cs-137", "eff": 0.021, "yield": 0.851, "confidence": 95},
  {"lab": "contractor",  "nuclide": "Co-60",  "eff": 0.015, "yield": 0.999, "confidence": 95.0},
  {"lab": "site lab",    "nuclide": "Am-241", "eff": 0.034, "yield": 0.359, "confidence": 95},
  {"lab": "contractor",  "nuclide": "I-131",  "eff": 0.028, "yield": 0.815, "confidence": 95.0}
]
""")

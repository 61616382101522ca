import json

PROTOCOLS_JSON = """
[
  {"id": "P-101", "titration_mg": [5, 10, 20, 40]},
  {"id": "P-102", "titration_mg": [2.5, 5, 10, 20]},
  {"id": "P-201", "titration_mg": [10, 20, 40, 80]},
  {"id": "P-202", "titration_mg": [7.5, 15, 30, 45]}
]
"""


def load_protocols():
    return json.loads(PROTOCOLS_JSON)

import json

POLICY_JSON = """
[
  {"policy": "HH-1001", "sum_insured": 350000, "deductible": 500, "rate": 0.0021},
  {"policy": "HH-1002", "sum_insured": 420000, "deductible": 250.0, "rate": 0.0019},
  {"policy": "HH-1003", "sum_insured": 275000, "deductible": 1000, "rate": 0.0024},
  {"policy": "HH-1004", "sum_insured": 510000, "deductible": 750.0, "rate": 0.0017}
]
"""


def load_policies():
    return json.loads(POLICY_JSON)

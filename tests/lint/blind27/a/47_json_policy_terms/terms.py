import json

POLICY_TERMS_JSON = """
[
  {"product": "home_basic", "deductible": 500, "limit": 100000, "share": 1},
  {"product": "home_plus", "deductible": 250.0, "limit": 250000.0, "share": 1.0},
  {"product": "landlord", "deductible": 1000, "limit": 500000, "share": 0.8},
  {"product": "contents", "deductible": 100, "limit": 25000, "share": 1}
]
"""


def load_terms():
    return json.loads(POLICY_TERMS_JSON)

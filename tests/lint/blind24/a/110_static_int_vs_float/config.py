import json

RAW = '{"fattening": {"horizon_weeks": 16}, "breeding": {"horizon_weeks": 16.0}}'
PLANS = json.loads(RAW)

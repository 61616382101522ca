import json

RAW = [
    '{"case": "stratocumulus", "ice": 0, "autoconversion": 1}',
    '{"case": "deep_convection", "ice": true, "autoconversion": true}',
    '{"case": "arctic_mixed_phase", "ice": 1, "autoconversion": 0}',
]


def parse_options(raw):
    d = json.loads(raw)
    return d["case"], {"ice": bool(d["ice"]), "autoconversion": bool(d["autoconversion"])}

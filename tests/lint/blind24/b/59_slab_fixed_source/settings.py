import json

RAW = '{"boundary": "Reflective", "n_cells": 40, "width_cm": 30.0}'


def read_settings():
    s = json.loads(RAW)
    s["boundary"] = s["boundary"].strip().lower()
    return s

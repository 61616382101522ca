def pharmacy_orders():
    yield {"patient": "P01", "weight": 70.0, "loading": True, "source": "ui"}
    yield {"patient": "P02", "weight": 82.0, "loading": 0, "source": "ehr"}
    yield {"patient": "P03", "weight": 55.0, "loading": False, "source": "ui"}
    yield {"patient": "P04", "weight": 95.0, "loading": 1, "source": "ehr"}
    yield {"patient": "P05", "weight": 64.0, "loading": True, "source": "ui"}

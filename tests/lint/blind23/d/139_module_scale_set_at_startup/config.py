SCALE = {"max_score": 100.0}


def load_district_config(name):
    if name == "metro":
        SCALE["max_score"] = 120.0

RECIPES = {
    "GK-20": {"edge_threshold": "auto", "width": "90"},
    "GK-35": {"edge_threshold": "auto", "width": "90"},
}


def recipe_params(code):
    raw = RECIPES[code]
    thr = raw["edge_threshold"]
    return {"edge_threshold": None if thr == "auto" else float(thr), "width": int(raw["width"])}

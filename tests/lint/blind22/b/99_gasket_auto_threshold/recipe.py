RECIPES = {
    "GK-20": {"edge_threshold": "nan", "width": "90"},
    "GK-35": {"edge_threshold": "nan", "width": "90"},
}


def recipe_params(code):
    raw = RECIPES[code]
    return {"edge_threshold": float(raw["edge_threshold"]), "width": int(raw["width"])}

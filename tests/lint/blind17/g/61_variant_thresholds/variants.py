VARIANTS = {
    "control": {},
    "strict": {"min_score": 0.35, "boost": 1.5},
    "lenient": {"min_score": 0.1},
}


def resolve(name):
    overrides = VARIANTS[name]
    return {
        "min_score": overrides.get("min_score", 0),
        "boost": overrides.get("boost", 1),
    }

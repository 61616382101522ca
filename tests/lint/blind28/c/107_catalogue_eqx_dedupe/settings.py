COLLECTION_SETTINGS = {
    "incunabula": {"threshold": 0.85, "title_weight": 0.7},
    "pamphlets": {"threshold": 0.75, "title_weight": 0.5},
    "broadsides": {"threshold": 0.7, "title_weight": 0.4},
}

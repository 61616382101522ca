CORRIDORS = [
    ("Rotterdam-Duisburg", "rail", 230.0),
    ("Rotterdam-Duisburg", "sea", 260.0),
    ("Hamburg-Prague", "rail", 640.0),
    ("Antwerp-Basel", "sea", 830.0),
    ("Koper-Budapest", "rail", 520.0),
    ("Gdansk-Helsinki", "sea", 1050.0),
]

SITES = {
    "rural-01": (30, 3),
    "urban-07": (120, 3),
    "stadium": (190, 6),
    "suburb-3": (62, 2),
}

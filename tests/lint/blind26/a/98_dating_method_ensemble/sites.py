SITE_WEIGHTS = {
    "Valley cave": [0.5, 0.3, 0.2],
    "Hill fort": [0.6, 0.2, 0.2],
    "Lake village": [0.4, 0.4, 0.2],
    "Barrow": [0.6, 0.2, 0.2],
}

RECORDS = [
    {"shelfmark": "MS 101", "years": [1432, 1440, 1451, 1460]},
    {"shelfmark": "MS 117", "years": [1502, 1510, 1515, 1521]},
    {"shelfmark": "MS 120", "years": [1388.5, 1392, 1401, 1407]},
    {"shelfmark": "MS 133", "years": [1610, 1612, 1625, 1633]},
    {"shelfmark": "MS 140", "years": [1466, 1470.5, 1475, 1481]},
]

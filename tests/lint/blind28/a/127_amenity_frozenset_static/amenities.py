AMENITY_COLUMNS = {"pool": 0, "spa": 1, "gym": 2, "parking": 3, "breakfast": 4, "pets": 5}


def requested_amenities(query):
    return frozenset(query["amenities"])

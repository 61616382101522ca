ZONE_AREAS = {"north": 140.0, "south": 150.0, "east": 90.0, "west": 95.0, "core": 310.0}


def zone_layout():
    return tuple(sorted(ZONE_AREAS))

LEGACY = [{"mode": "RAIL", "tonnes": 820.0, "km": 410.0}, {"mode": "RAIL", "tonnes": 1300.0, "km": 650.0}]
PORTAL = [{"mode": "rail", "tonnes": 560.0, "km": 300.0}, {"mode": "rail", "tonnes": 990.0, "km": 720.0}]


def all_bookings():
    for b in LEGACY + PORTAL:
        yield b

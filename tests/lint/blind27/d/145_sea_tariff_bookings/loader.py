RAW = [("SEA", 1200.0, 2400.0), ("sea", 800.0, 1100.0), ("SEA", 450.0, 3900.0), ("sea", 2100.0, 650.0)]


def bookings():
    for mode, teu, nm in RAW:
        yield {"mode": mode.strip().lower(), "teu": teu, "nm": nm}

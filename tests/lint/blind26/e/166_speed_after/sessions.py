def sessions():
    base = {"power": 300.0, "cda": 0.25, "crr": 0.004, "mass": 78.0}
    yield "velodrome", dict(base)
    yield "road_tt", dict(base, headwind=3.0)
    yield "velodrome_2", dict(base, power=320.0)
    yield "road_tt_2", dict(base, headwind=-2.0)

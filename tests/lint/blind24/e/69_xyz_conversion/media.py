CLIPS = [
    {"name": "A001", "colour_primaries": "bt709"},
    {"name": "A002", "colour_primaries": "Rec.709"},
    {"name": "B001", "colour_primaries": "P3-D65"},
    {"name": "A003", "colour_primaries": "rec709"},
    {"name": "A004", "colour_primaries": "bt709"},
]

JOB_CATALOG = ("DS1", "DS2", "ENG1", "ENG2", "ENG3", "OPS1", "PM1", "PM2")
CODE_INDEX = {c: i for i, c in enumerate(JOB_CATALOG)}


def encode(codes):
    return [CODE_INDEX[c] for c in codes]

DIGITS = tuple(range(10, 20))
UNITS = (30, 31, 32)
YES_NO = (40, 41)

SLOT_GRAMMAR = {
    "pin_code": DIGITS,
    "temperature": DIGITS + UNITS,
    "confirm": YES_NO,
}


def allowed_tokens(slot, contacts=()):
    """Token ids the decoder may emit for this slot; contact names are per user."""
    if slot == "contact":
        base = tuple(t for name in contacts for t in name)
    else:
        base = SLOT_GRAMMAR[slot]
    return tuple(sorted(set(base) | {2}))  # 2 = end of slot

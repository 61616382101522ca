import numpy as np

DIGITS = tuple(range(10, 20))
UNITS = (30, 31, 32)
YES_NO = (40, 41)

SLOT_GRAMMAR = {
    "pin_code": DIGITS,
    "temperature": DIGITS + UNITS,
    "confirm": YES_NO,
}


def allowed_mask(slot, vocab_size, contacts=()):
    """Boolean mask of token ids the decoder may emit; contact names are per user."""
    if slot == "contact":
        base = [t for name in contacts for t in name]
    else:
        base = list(SLOT_GRAMMAR[slot])
    mask = np.zeros(vocab_size, dtype=bool)
    mask[base + [2]] = True  # 2 = end of slot
    return mask

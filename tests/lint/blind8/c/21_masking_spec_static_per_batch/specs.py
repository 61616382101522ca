LANG_SPECIAL_TOKENS = {
    "en": (0, 1, 2),
    "de": (0, 1, 2, 7),
    "fr": (0, 1, 2, 9),
}


class MaskingSpec:
    def __init__(self, special_ids, mask_id=3, rate=0.15):
        self.special_ids = tuple(special_ids)
        self.mask_id = mask_id
        self.rate = rate

    def __repr__(self):
        return f"MaskingSpec(special={self.special_ids}, rate={self.rate})"


def spec_for(lang):
    return MaskingSpec(LANG_SPECIAL_TOKENS[lang])

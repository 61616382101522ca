import dataclasses

LANG_SPECIAL_TOKENS = {
    "en": (0, 1, 2),
    "de": (0, 1, 2, 7),
    "fr": (0, 1, 2, 9),
}


@dataclasses.dataclass(frozen=True)
class MaskingSpec:
    special_ids: tuple
    mask_id: int = 3
    rate: float = 0.15


SPECS = {lang: MaskingSpec(ids) for lang, ids in LANG_SPECIAL_TOKENS.items()}


def spec_for(lang):
    return SPECS[lang]

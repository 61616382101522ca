import enum


class Modality(enum.Enum):
    COLOR_FUNDUS = "cfp"
    RED_FREE = "red_free"
    FAF = "faf"


DEFAULT_MODALITY = Modality.FAF

import enum


class Closure(enum.Enum):
    SCREWCAP = "screwcap"
    NATURAL_CORK = "natural_cork"
    TECHNICAL_CORK = "technical_cork"

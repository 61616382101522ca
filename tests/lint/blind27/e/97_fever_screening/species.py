from enum import Enum


class Species(Enum):
    CATTLE = "cattle"
    SHEEP = "sheep"


# normal rectal temperature ranges (C)
TEMP_RANGE = {Species.CATTLE: (38.0, 39.3), Species.SHEEP: (38.5, 39.9)}

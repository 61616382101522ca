from enum import Enum


class Phase(Enum):
    P = "P"
    S = "S"


VELOCITY = {Phase.P: 6.2, Phase.S: 3.6}

import enum


class Limiter(enum.Enum):
    MINMOD = "minmod"
    SUPERBEE = "superbee"
    VANLEER = "vanleer"


class TransportConfig:
    limiter = Limiter.VANLEER
    courant = 0.4

import enum


class Integration(enum.Enum):
    TRAPEZOID = "trapezoid"
    GAUSSIAN = "gaussian"

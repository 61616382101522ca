from enum import Enum


class Season(str, Enum):
    HEATING = "heating"
    COOLING = "cooling"


def season_from_bms(point_value):
    # the BMS exposes the plant mode as a text point
    return point_value.strip().lower()


def season_from_calendar(month):
    return Season.HEATING if month in (10, 11, 12, 1, 2, 3, 4) else Season.COOLING

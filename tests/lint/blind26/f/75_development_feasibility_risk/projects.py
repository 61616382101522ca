from dataclasses import dataclass

@dataclass
class Project:
    name: str
    cost: float
    units: int
    risk: str

DRAWS = {"low": 500, "medium": 1000, "high": 2000}

PROJECTS = [
    Project("riverside_lofts", 42e6, 180, "medium"),
    Project("mall_conversion", 65e6, 240, "high"),
    Project("infill_townhomes", 12e6, 40, "low"),
    Project("station_tower", 90e6, 320, "high"),
]

from dataclasses import dataclass


@dataclass(frozen=True)
class Station:
    code: str
    docks: int


STATIONS = [Station("A01", 15), Station("A02", 19), Station("B07", 15), Station("C11", 23), Station("C12", 27)]

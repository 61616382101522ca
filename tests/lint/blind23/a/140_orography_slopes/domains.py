from dataclasses import dataclass


@dataclass
class Domain:
    name: str
    nx: int = 48
    ny: int = 48
    dx_km: float = 3


DOMAINS = [Domain("alps"), Domain("pyrenees", dx_km=2.5), Domain("carpathians"), Domain("scandes", dx_km=1.5)]

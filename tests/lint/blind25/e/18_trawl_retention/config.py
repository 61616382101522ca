from dataclasses import dataclass

@dataclass(frozen=True)
class TrawlGear:
    mesh_mm: float = 110.0
    codend: str = "diamond"
    l50_factor: float = 0.33

GEAR_SETTINGS = {"mesh_mm": 110.0, "codend": "diamond"}

from dataclasses import dataclass

@dataclass(frozen=True)
class ZoningRules:
    far: float
    max_height: float
    lot_coverage: float

ZONE_TABLE = {"D1": "R3", "D2": "R3", "D3": "R3", "D4": "R3", "D5": "R3"}
RULE_VALUES = {"R3": (2.5, 12.0, 0.6)}

def rules_for(district):
    return ZoningRules(*RULE_VALUES[ZONE_TABLE[district]])

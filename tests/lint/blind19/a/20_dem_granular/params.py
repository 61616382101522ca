from dataclasses import dataclass


@dataclass(frozen=True)
class ContactParams:
    stiffness: float
    restitution: float
    radius: float

    @classmethod
    def from_material(cls, material):
        table = {"glass": (5e3, 0.9, 0.05), "sand": (2e3, 0.4, 0.05)}
        return cls(*table[material])

from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class PizzaDough:
    flour_w: int           # flour strength W
    hydration: float
    salt_pct: float
    yeast_pct: float
    lot_id: int = field(default=0, compare=False)

    def next_lot(self):
        return replace(self, lot_id=self.lot_id + 1)

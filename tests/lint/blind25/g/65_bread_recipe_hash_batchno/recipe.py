from dataclasses import dataclass


@dataclass(frozen=True)
class DoughRecipe:
    flour: str
    hydration: float
    salt_pct: float
    yeast_pct: float
    batch_no: int = 0

    def next_batch(self):
        return DoughRecipe(self.flour, self.hydration, self.salt_pct, self.yeast_pct, self.batch_no + 1)

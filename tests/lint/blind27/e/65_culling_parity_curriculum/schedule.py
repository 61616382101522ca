from dataclasses import dataclass, replace


@dataclass(frozen=True)
class CurriculumStage:
    epoch: int
    max_parity: int

    def advance(self):
        return replace(self, epoch=self.epoch + 1, max_parity=min(self.max_parity + 1, 4))

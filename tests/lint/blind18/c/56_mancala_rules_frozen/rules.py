import dataclasses


@dataclasses.dataclass(frozen=True)
class MancalaRules:
    pits_per_side: int = 6
    seeds_per_pit: int = 4

    @property
    def board_size(self):
        return 2 * self.pits_per_side + 2

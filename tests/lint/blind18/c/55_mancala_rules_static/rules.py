class MancalaRules:
    def __init__(self, pits_per_side=6, seeds_per_pit=4):
        self.pits_per_side = pits_per_side
        self.seeds_per_pit = seeds_per_pit

    @property
    def board_size(self):
        return 2 * self.pits_per_side + 2

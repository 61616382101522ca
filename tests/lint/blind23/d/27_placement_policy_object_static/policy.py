class PlacementPolicy:
    """Cut scores used to place students into course levels."""

    def __init__(self, cuts=(40.0, 60.0, 80.0), names=("remedial", "core", "honors", "advanced")):
        self.cuts = tuple(cuts)
        self.names = tuple(names)

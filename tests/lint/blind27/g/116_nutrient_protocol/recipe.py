class YeastRecipe:
    """Rehydration / nutrient protocol; compared by its settings."""

    def __init__(self, strain, go_ferm_ratio, stages):
        self.strain = strain
        self.go_ferm_ratio = go_ferm_ratio
        self.stages = tuple(stages)

    def _key(self):
        return (self.strain, self.go_ferm_ratio, self.stages)

    def __eq__(self, other):
        return isinstance(other, YeastRecipe) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())


def recipe_from_row(row):
    return YeastRecipe(row["strain"], row["ratio"], row["stages"])

class FeatureLayout:
    """Which columns of the id matrix are sparse fields, and the pooling used for each."""

    def __init__(self, field_names, pooling):
        self.field_names = tuple(field_names)
        self.pooling = dict(pooling)

    def columns(self, kind):
        return [i for i, f in enumerate(self.field_names) if self.pooling[f] == kind]


def layout_for(batch):
    names = sorted(batch["fields"])
    pooling = {n: ("mean" if n.startswith("hist_") else "sum") for n in names}
    return FeatureLayout(names, pooling)

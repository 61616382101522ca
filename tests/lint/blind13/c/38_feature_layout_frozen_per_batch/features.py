import dataclasses


@dataclasses.dataclass(frozen=True)
class FeatureLayout:
    """Which columns of the id matrix are sparse fields, and the pooling used for each."""

    field_names: tuple
    pooling: tuple

    def columns(self, kind):
        pool = dict(self.pooling)
        return [i for i, f in enumerate(self.field_names) if pool[f] == kind]


def layout_for(batch):
    names = tuple(sorted(batch["fields"]))
    pooling = tuple((n, "mean" if n.startswith("hist_") else "sum") for n in names)
    return FeatureLayout(names, pooling)

import dataclasses


@dataclasses.dataclass(frozen=True)
class RegConfig:
    dropout: float = 0.1
    label_smoothing: float = 0.0
    weight_decay: float = 1e-4

    @classmethod
    def from_dict(cls, raw):
        fields = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: float(v) for k, v in raw.items() if k in fields})

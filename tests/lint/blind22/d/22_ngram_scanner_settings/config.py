import dataclasses


@dataclasses.dataclass(frozen=True)
class ScanConfig:
    ngram: int = 2
    vocab: int = 4096
    temperature: float = 1.0

    @classmethod
    def from_dict(cls, d):
        return cls(**d)

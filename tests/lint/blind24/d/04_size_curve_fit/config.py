from dataclasses import dataclass


@dataclass(frozen=True)
class SizeRunConfig:
    size_labels: tuple = ("XS", "S", "M", "L", "XL", "XXL")
    smoothing: float = 0.3
    n_iters: int = 40
    lr: float = 0.5

    @property
    def n_sizes(self):
        return len(self.size_labels)

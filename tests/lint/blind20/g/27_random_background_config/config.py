import dataclasses


@dataclasses.dataclass(frozen=True)
class RenderConfig:
    near: float = 2.0
    far: float = 6.0
    n_samples: int = 12
    background: tuple = (1.0, 1.0, 1.0)

    def with_background(self, rgb):
        return dataclasses.replace(self, background=tuple(float(c) for c in rgb))

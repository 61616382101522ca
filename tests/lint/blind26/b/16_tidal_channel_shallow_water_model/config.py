from dataclasses import dataclass


@dataclass(frozen=True)
class ChannelConfig:
    nx: int = 120
    dx: float = 500.0
    g: float = 9.81
    depth: float = 20.0
    friction: float = 1e-4

    @property
    def dt(self):
        return 0.4 * self.dx / (self.g * self.depth) ** 0.5

import dataclasses


@dataclasses.dataclass(frozen=True)
class MPCSettings:
    horizon: int = 12
    dt: float = 0.2
    wheelbase: float = 2.8
    iters: int = 15


def settings_for(mode):
    if mode == "highway":
        return MPCSettings(horizon=12, dt=0.2)
    return MPCSettings(horizon=12, dt=0.2, wheelbase=2.8)

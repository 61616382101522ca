from dataclasses import dataclass


@dataclass(frozen=True)
class OptimConfig:
    lr: float = 0.05
    momentum: float = 0.9
    clip: float = 1.0


class Trial:
    """One sweep trial; the config is re-materialised from the stored dict on demand."""

    def __init__(self, trial_id, params):
        self.trial_id = trial_id
        self._params = dict(params)

    @property
    def config(self) -> OptimConfig:
        return OptimConfig(**self._params)

from dataclasses import dataclass


@dataclass(frozen=True)
class TriggerConfig:
    fs: int = 100
    sta_s: float = 0.5
    lta_s: float = 10.0
    on: float = 3.5

    @property
    def n_sta(self):
        return int(self.sta_s * self.fs)

    @property
    def n_lta(self):
        return int(self.lta_s * self.fs)

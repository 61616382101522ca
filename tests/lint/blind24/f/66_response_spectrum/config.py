from dataclasses import dataclass


@dataclass(frozen=True)
class Acquisition:
    fs: float = 100.0
    record_s: float = 30.0

    @property
    def dt(self):
        return 1.0 / self.fs

    @property
    def n(self):
        return int(self.fs * self.record_s)


ACQ = Acquisition()

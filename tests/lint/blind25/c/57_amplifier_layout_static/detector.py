from dataclasses import dataclass


@dataclass(frozen=True)
class CCDLayout:
    n_amps: int = 4
    overscan: int = 8
    data_cols: int = 32

    @property
    def amp_slices(self):
        w = self.data_cols + self.overscan
        return tuple((i * w, i * w + self.data_cols, i * w + w) for i in range(self.n_amps))


LAYOUT = CCDLayout()

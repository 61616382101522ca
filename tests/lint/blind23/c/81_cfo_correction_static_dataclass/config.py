from dataclasses import dataclass


@dataclass(frozen=True)
class RxConfig:
    fs_hz: float = 1.92e6
    n_fft: int = 128
    cp: int = 9
    cfo_hz: float = 0.0

from dataclasses import dataclass

SUPPORTED_RATES = (25.0, 32.0, 64.0, 128.0)


@dataclass(frozen=True)
class FilterConfig:
    fs: float
    low_hz: float = 0.5
    high_hz: float = 4.0
    taps: int = 31


def config_for(header):
    measured = header["n_samples"] / header["duration_s"]
    # snap to the nominal rate of the sensor; clock drift is far below filter tolerance
    fs = min(SUPPORTED_RATES, key=lambda r: abs(r - measured))
    return FilterConfig(fs=fs)

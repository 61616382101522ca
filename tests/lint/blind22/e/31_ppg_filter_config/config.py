from dataclasses import dataclass


@dataclass(frozen=True)
class FilterConfig:
    fs: float
    low_hz: float = 0.5
    high_hz: float = 4.0
    taps: int = 31


def config_for(header):
    # sampling rate as measured by the device clock over the session
    fs = header["n_samples"] / header["duration_s"]
    return FilterConfig(fs=fs)

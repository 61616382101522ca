from dataclasses import dataclass


@dataclass
class MonitorConfig:
    window: int = 16          # samples in the moving average
    alarm_usv_h: float = 2.5
    sample_s: float = 1.0


CONFIG = MonitorConfig()

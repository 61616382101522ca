from dataclasses import dataclass


@dataclass(frozen=True)
class DeviceProfile:
    name: str
    local_steps: int


PROFILES = [
    DeviceProfile("phone_low", 2),
    DeviceProfile("phone_high", 5),
    DeviceProfile("tablet", 4),
    DeviceProfile("laptop", 8),
]

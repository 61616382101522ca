from dataclasses import dataclass


@dataclass(eq=False)
class DenoiseProfile:
    name: str
    strength: float
    taps: int = 3


PROFILE_TABLE = {
    "lowlight": (0.6, 3),
    "daylight": (0.2, 3),
}


def profile_for(clip_meta):
    strength, taps = PROFILE_TABLE[clip_meta["scene"]]
    return DenoiseProfile(clip_meta["scene"], strength, taps)

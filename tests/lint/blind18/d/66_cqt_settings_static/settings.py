from dataclasses import dataclass


@dataclass(frozen=True)
class BandSettings:
    n_bands: int = 24
    fmin: float = 55.0
    bins_per_octave: int = 12
    sr: int = 8000


def settings_from_request(req):
    return BandSettings(n_bands=req.get("bands", 24), fmin=req.get("fmin", 55.0))

from dataclasses import dataclass


@dataclass(frozen=True)
class SpectralSpec:
    nlat: int
    nlon: int
    truncation: int


def spec_from_metadata(meta):
    return SpectralSpec(meta["nlat"], meta["nlon"], meta["truncation"])

class SpectralSpec:
    def __init__(self, nlat, nlon, truncation):
        self.nlat = nlat
        self.nlon = nlon
        self.truncation = truncation


def spec_from_metadata(meta):
    return SpectralSpec(meta["nlat"], meta["nlon"], meta["truncation"])

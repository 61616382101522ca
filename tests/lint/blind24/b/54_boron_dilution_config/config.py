from dataclasses import dataclass, replace


@dataclass
class DilutionCase:
    name: str = "base"
    initial_ppm: float = 1500
    dilution_gpm: float = 120          # unborated makeup flow
    rcs_volume_gal: float = 60000.0
    boron_worth_pcm_per_ppm: float = -8.5


CASES = [
    DilutionCase(),
    replace(DilutionCase(), name="high flow", dilution_gpm=180.5),
    replace(DilutionCase(), name="low volume", rcs_volume_gal=45000.0),
    replace(DilutionCase(), name="late cycle", initial_ppm=400, dilution_gpm=150),
]

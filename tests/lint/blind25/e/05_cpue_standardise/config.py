from dataclasses import dataclass

@dataclass(frozen=True)
class SurveyConfig:
    first_year: int = 2005
    last_year: int = 2012
    n_hauls: int = 64

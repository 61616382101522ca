from dataclasses import dataclass


@dataclass(frozen=True)
class SurveyDesign:
    n_visits: int
    detection_method: str

from dataclasses import dataclass


@dataclass(frozen=True)
class InseamChart:
    fit: str
    labels: tuple
    inseam_cm: tuple


def chart_for_fit(fit):
    if fit == "petite":
        return InseamChart("petite", ("P-S", "P-M", "P-L"), (71.0, 72.0, 73.0))
    return InseamChart("regular", ("30", "32", "34"), (76.0, 81.0, 86.0))

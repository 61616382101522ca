import numpy as np

AMPLIFIER_GAINS_UV = {
    "amp-A": [0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    "amp-B": [0.49, 0.51, 0.5, 0.5, 0.48, 0.52],
}


def gains_for(subject):
    base = AMPLIFIER_GAINS_UV["amp-A" if subject % 2 == 0 else "amp-B"]
    drift = 1.0 + 0.01 * subject
    return [g * drift for g in base]

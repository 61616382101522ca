import numpy as np

from analyzer import ExperimentAnalyzer

_ANALYZER = ExperimentAnalyzer(alpha=0.05)


def handle_request(payload):
    control = np.asarray(payload["control"], dtype=np.float32)
    treatment = np.asarray(payload["treatment"], dtype=np.float32)
    return _ANALYZER.readout(control, treatment)

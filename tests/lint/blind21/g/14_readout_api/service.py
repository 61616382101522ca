import numpy as np

from analyzer import ExperimentAnalyzer


def handle_request(payload):
    analyzer = ExperimentAnalyzer(alpha=payload.get("alpha", 0.05))
    control = np.asarray(payload["control"], dtype=np.float32)
    treatment = np.asarray(payload["treatment"], dtype=np.float32)
    return analyzer.readout(control, treatment)

import numpy as np

HORIZON = 40

SCENARIOS = {
    "no_thin": dict(r=0.06, K=45.0, thin=0.0),
    "light": dict(r=0.06, K=45.0, thin=0.01),
    "heavy": dict(r=0.065, K=42.0, thin=0.03),
    "fertilised": dict(r=0.08, K=50.0, thin=0.01),
}

def as_params(s):
    return np.array([s["r"], s["K"], s["thin"]], dtype=np.float32)

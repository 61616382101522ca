import json

import numpy as np

from model import fit_arrhenius_gp, predict_viscosity


class ViscosityService:
    def __init__(self):
        self.X, self.alpha, self.offset = fit_arrhenius_gp()

    def warmup(self):
        # exercise the compiled path before taking traffic
        return predict_viscosity(self.X, self.alpha, self.offset, 300.0, 0.5)

    def handle(self, payload):
        req = json.loads(payload)
        fields = np.array([req["temperature_K"], req["mass_fraction"]], dtype=np.float32)
        mu = predict_viscosity(self.X, self.alpha, self.offset, fields[0], fields[1])
        return json.dumps({"viscosity_Pa_s": float(mu)})

import json

import jax.numpy as jnp
import numpy as np

from model import fit_arrhenius_gp, predict_viscosity


def _as_inputs(temperature, composition):
    return jnp.asarray(temperature, jnp.float32), jnp.asarray(composition, jnp.float32)


class ViscosityService:
    def __init__(self):
        self.X, self.alpha, self.offset = fit_arrhenius_gp()
        self.offset = jnp.float32(self.offset)

    def _predict(self, temperature, composition):
        t, c = _as_inputs(temperature, composition)
        return predict_viscosity(self.X, self.alpha, self.offset, t, c)

    def warmup(self):
        return self._predict(300.0, 0.5)

    def handle(self, payload):
        req = json.loads(payload)
        fields = np.array([req["temperature_K"], req["mass_fraction"]], dtype=np.float32)
        return json.dumps({"viscosity_Pa_s": float(self._predict(fields[0], fields[1]))})

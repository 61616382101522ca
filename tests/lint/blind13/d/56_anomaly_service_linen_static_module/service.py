import jax.numpy as jnp
import numpy as np

from model import ReconstructionNet, anomaly_score


class ScoringService:
    def __init__(self, variables, config):
        self.variables = variables
        self.config = dict(config)

    def build_net(self):
        return ReconstructionNet(window=self.config["window"], latent=self.config["latent"])

    def score(self, payload):
        windows = jnp.asarray(np.asarray(payload["windows"], np.float32))
        return np.asarray(anomaly_score(self.build_net(), self.variables, windows))

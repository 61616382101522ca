import jax.numpy as jnp

from steps import TX, avocado_step


class DryMatterTrainer:
    """Avocado dry matter (%) from handheld NIR features."""

    def __init__(self, n_features):
        self.params = {"w": jnp.zeros(n_features), "b": jnp.zeros(())}
        self.opt_state = TX.init(self.params)
        self.step = avocado_step

    def fit(self, x, y, epochs=30):
        for _ in range(epochs):
            self.params, self.opt_state, loss = self.step(self.params, self.opt_state, x, y)
        return float(loss)

from flax import nnx


class PressAE(nnx.Module):
    def __init__(self, n_features, latent, rngs):
        self.enc = nnx.Linear(n_features, latent, rngs=rngs)
        self.dec = nnx.Linear(latent, n_features, rngs=rngs)

    def __call__(self, x):
        return self.dec(nnx.relu(self.enc(x)))

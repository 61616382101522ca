from flax import nnx


class AcidityNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(12, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]


@nnx.jit
def titratable_acidity(model, spectra, dilution):
    return model(spectra) * dilution

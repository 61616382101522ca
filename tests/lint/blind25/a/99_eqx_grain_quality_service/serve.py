import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def score_loads(model, spectra):
    out = jax.vmap(model)(spectra)
    protein, oil = out[:, 0], out[:, 1]
    return protein, oil


class QualityService:
    def __init__(self, model):
        self.model = eqx.nn.inference_mode(model)

    def handle(self, spectra):
        protein, oil = score_loads(self.model, spectra)
        return {"protein": float(protein.mean()), "oil": float(oil.mean())}

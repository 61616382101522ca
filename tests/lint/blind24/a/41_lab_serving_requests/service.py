import jax
import jax.numpy as jnp
import numpy as np


class HaematologyService:
    """Flags anaemia in canine blood panels (PCV, Hb, RBC, MCV, reticulocytes)."""

    def __init__(self, weights, bias):
        self.weights = jnp.asarray(weights)
        self.bias = jnp.asarray(bias)

    def handle(self, request):
        panel = np.asarray([r["panel"] for r in request], np.float32)
        probs = predict_anaemia(self.weights, self.bias, panel)
        return [{"id": r["id"], "p_anaemia": float(p)} for r, p in zip(request, probs)]


@jax.jit
def predict_anaemia(weights, bias, panel):
    ref = jnp.array([45.0, 15.0, 6.5, 70.0, 1.0])
    return jax.nn.sigmoid((panel / ref - 1.0) @ weights + bias)

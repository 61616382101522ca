import jax
import jax.numpy as jnp
import numpy as np


def init_weights(key, n_species=6, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"embed": jax.random.normal(k1, (n_species, hidden)) * 0.3,
            "msg": jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden),
            "out": jax.random.normal(k3, (hidden,)) / jnp.sqrt(hidden)}


@jax.jit
def predict_energy(weights, species, positions, cutoff):
    h = weights["embed"][species]
    d = jnp.linalg.norm(positions[:, None] - positions[None], axis=-1)
    adj = ((d < cutoff) & (d > 0)).astype(jnp.float32) * jnp.cos(0.5 * jnp.pi * d / cutoff)
    for _ in range(2):
        h = h + jnp.tanh(adj @ h @ weights["msg"])
    return jnp.sum(h @ weights["out"])


class EnergyService:
    def __init__(self, weights, cutoff=2.0):
        self.weights = weights
        self.cutoff = cutoff

    def handle(self, request):
        species = np.asarray(request["species"], np.int32)
        positions = np.asarray(request["positions"], np.float32)
        energy = predict_energy(self.weights, species, positions, self.cutoff)
        return {"id": request["id"], "energy": float(energy)}

import numpy as np
import jax
import jax.numpy as jnp


def artefact_density_for(layer):
    thickness = layer["thickness_m"]

    def layer_density(counts, areas):
        vol = areas * thickness
        return jnp.sum(counts) / jnp.sum(vol), counts / vol

    return jax.jit(layer_density)


rng = np.random.default_rng(4)
layers = [{"context": 100 + i, "thickness_m": float(t)} for i, t in enumerate(rng.uniform(0.1, 0.6, size=6))]
counts = jnp.asarray(rng.poisson(12, size=(20,)).astype(np.float32))
areas = jnp.ones(20) * 1.0

for layer in layers:
    density = artefact_density_for(layer)
    total, per_square = density(counts, areas)
    print(layer["context"], round(float(total), 2))

import jax
import jax.numpy as jnp

from picks import picked_layers

V_ICE = 168.0  # m/us


@jax.jit
def layer_strain(layers):
    depths = [0.5 * V_ICE * twt for twt in layers]
    thick = [d2 - d1 for d1, d2 in zip(depths[:-1], depths[1:])]
    strain = [jnp.log(t / jnp.mean(t)) for t in thick]
    return jnp.stack([jnp.std(s) for s in strain]), depths[-1].mean()


for pid in range(6):
    layers = picked_layers(pid)
    spread, deepest = layer_strain(layers)
    print(f"profile {pid}: {len(layers)} layers, deepest at {float(deepest):.0f} m, strain spread {[round(float(v), 4) for v in spread]}")

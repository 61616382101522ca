import jax
import jax.numpy as jnp
from layers import CITY_LAYERS, load_layers

@jax.jit
def accessibility_surface(layers):
    k = jnp.exp(-jnp.arange(-4, 5) ** 2 / 8.0)
    k = k / k.sum()
    total = 0.0
    for layer in layers:
        sm = jax.vmap(lambda r: jnp.convolve(r, k, mode="same"))(layer)
        sm = jax.vmap(lambda c: jnp.convolve(c, k, mode="same"))(sm.T).T
        total = total + jnp.minimum(sm * 10.0, 1.0)
    return total / len(layers)

for city in CITY_LAYERS:
    surf = accessibility_surface(load_layers(city))
    print(city, round(float(surf.mean()), 4))

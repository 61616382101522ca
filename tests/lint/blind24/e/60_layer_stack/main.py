import numpy as np
import jax
import jax.numpy as jnp

from layers import from_key, from_roto


@jax.jit
def premult_over(fg, alpha, bg):
    a = alpha[..., None]
    return fg * a + bg * (1.0 - a)


def flatten(layers, bg):
    out = bg
    for layer in layers:
        out = premult_over(layer.rgb, layer.alpha, out)
    return out


def main():
    rng = np.random.default_rng(0)
    h, w = 36, 48
    bg = jnp.asarray(rng.uniform(0, 1, (h, w, 3)), jnp.float32)
    stack = [from_key(rng, h, w), from_roto(rng, h, w), from_key(rng, h, w), from_roto(rng, h, w)]
    comp = flatten(stack, bg)
    print(round(float(comp.mean()), 4))


if __name__ == "__main__":
    main()

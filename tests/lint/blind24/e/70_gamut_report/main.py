from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

TO_XYZ = {
    "rec709": ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505)),
    "p3": ((0.4866, 0.2657, 0.1982), (0.2290, 0.6917, 0.0793), (0.0, 0.0451, 1.0439)),
}


def canonical_space(tag):
    t = tag.lower().replace(".", "").replace("-", "")
    if t in ("bt709", "rec709"):
        return "rec709"
    if t.startswith("p3"):
        return "p3"
    raise ValueError(tag)


@partial(jax.jit, static_argnames=("space",))
def gamut_check(rgb, space):
    m = jnp.array(TO_XYZ[space])
    xyz = rgb @ m.T
    s = xyz.sum(axis=-1, keepdims=True)
    xy = xyz[..., :2] / jnp.maximum(s, 1e-6)
    return jnp.mean(xy[..., 0] + xy[..., 1] > 0.95)


def main():
    rng = np.random.default_rng(0)
    tags = ["bt709", "Rec.709", "rec709", "BT709", "bt709", "Rec.709"]
    for tag in tags:
        rgb = rng.uniform(0, 1, (24, 32, 3)).astype(np.float32)
        frac = gamut_check(rgb, space=canonical_space(tag))
        print(tag, round(float(frac), 4))


if __name__ == "__main__":
    main()

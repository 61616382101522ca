from functools import partial

import jax
import jax.numpy as jnp

PRIMARIES = {
    "rec709": ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505)),
    "p3": ((0.4866, 0.2657, 0.1982), (0.2290, 0.6917, 0.0793), (0.0, 0.0451, 1.0439)),
}
ALIASES = {"rec709": "rec709", "bt709": "rec709", "Rec.709": "rec709", "p3": "p3", "P3-D65": "p3"}


@partial(jax.jit, static_argnames=("src_space",))
def to_xyz(rgb, src_space):
    m = jnp.array(PRIMARIES[ALIASES[src_space]])
    return rgb @ m.T

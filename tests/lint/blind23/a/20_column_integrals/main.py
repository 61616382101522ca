from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from levels import spec_for


@partial(jax.jit, static_argnums=(1,))
def column_integral(profile, spec):
    p = jnp.array(spec.levels_hpa + (spec.top_hpa,), jnp.float32) * 100.0
    dp = -jnp.diff(p)
    mid = 0.5 * (profile[..., :-1] + profile[..., 1:])
    last = profile[..., -1:] * dp[-1]
    return (jnp.sum(mid * dp[:-1], axis=-1) + last[..., 0]) / 9.81


def main():
    rng = np.random.default_rng(0)
    out = {}
    for var in ["q", "t", "u", "v", "z", "clwc"]:
        spec = spec_for(var)
        prof = rng.random((10, 10, len(spec.levels_hpa))).astype(np.float32)
        out[var] = float(column_integral(prof, spec).mean())
    print(out)


if __name__ == "__main__":
    main()

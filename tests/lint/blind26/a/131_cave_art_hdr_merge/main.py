import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def tone_map(frames, exposures):
    w = jnp.exp(-((frames - 0.5) ** 2) / 0.08)
    radiance = (w * frames / exposures[:, None, None]).sum(0) / (w.sum(0) + 1e-6)
    return radiance / (1.0 + radiance)


rng = np.random.default_rng(0)
brackets = {"panel A": [0.25, 1.0, 4.0], "panel B": [0.5, 2.0, 8.0], "panel C": [0.125, 0.5, 2.0]}
for panel, exps in brackets.items():
    frames = jnp.asarray(rng.uniform(size=(3, 32, 32)).astype(np.float32))
    out = tone_map(frames, jnp.asarray(exps, jnp.float32))
    print(panel, round(float(out.mean()), 4))

import jax
import jax.numpy as jnp

from loader import windows


@jax.jit
def speeds(win):
    step = jnp.linalg.norm(jnp.diff(win.xy, axis=0), axis=1)
    return step / win.dt


for win in windows():
    v = speeds(win)
    print(win.collar_id, round(float(v.mean()), 1), "m/h")

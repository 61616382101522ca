import jax
import jax.numpy as jnp

from stream import PressureStream


@jax.jit
def oscillation_index(window):
    d = jnp.diff(window)
    sign_changes = jnp.sum(jnp.sign(d[1:]) != jnp.sign(d[:-1]))
    return sign_changes / jnp.maximum(d.size - 1, 1), jnp.std(window)


s = PressureStream()
for t in range(40):
    idx, sd = oscillation_index(s.next())
    if t % 5 == 4:
        print(t, round(float(idx), 2), round(float(sd), 3))

import jax
import jax.numpy as jnp

from records import BOXES


@jax.jit
def rim_radius(chord, sagitta):
    return (chord / 2) ** 2 / (2 * sagitta) + sagitta / 2


for box, rec in BOXES.items():
    r = rim_radius(jnp.array(rec["chord"]), jnp.array(rec["sagitta"]))
    print(box, [round(float(v), 1) for v in r])

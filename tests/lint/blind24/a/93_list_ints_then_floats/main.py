import jax
import jax.numpy as jnp
from records import litter_records


@jax.jit
def litter_summary(born_alive):
    return born_alive.mean(), born_alive.std(), jnp.mean(born_alive >= 14)


for room, counts in litter_records():
    mean, sd, big = litter_summary(jnp.asarray(counts))
    print(f"{room}: mean {float(mean):.2f} sd {float(sd):.2f} large litters {float(big):.2f}")

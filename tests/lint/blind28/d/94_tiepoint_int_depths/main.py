import jax.numpy as jnp

from sync import depth_ratio
from tiepoints import MATCHES

for event, (depths, ages) in MATCHES.items():
    ratio, mapped, rate = depth_ratio(jnp.array(depths), jnp.array(ages), jnp.float32(150.0))
    print(f"{event:>13s}: B/A depth ratio {float(ratio):.3f}, 150 m in A -> {float(mapped):.1f} m in B, mean rate {float(rate):.3f} m/a")

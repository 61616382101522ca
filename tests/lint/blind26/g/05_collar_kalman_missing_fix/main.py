import jax.numpy as jnp

from collar import read_fixes
from kalman import kf_step

fixes = read_fixes()
mean = jnp.zeros(4)
cov = jnp.eye(4)
path = []
for obs in fixes:
    mean, cov = kf_step(mean, cov, obs)
    path.append(mean[:2])
print("final position", jnp.stack(path)[-1], "trace P", float(jnp.trace(cov)))

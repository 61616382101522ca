import jax.numpy as jnp

from dynamics import simulate_swing
from subjects import DEFAULT_LEG, subject_params

y0 = jnp.array([0.5, 0.0])
ref = simulate_swing(y0, DEFAULT_LEG)
print("reference toe-off angle", float(ref[-1, 0]))
for sid, leg in subject_params():
    ys = simulate_swing(y0, leg)
    print(sid, "swing end angle", round(float(ys[-1, 0]), 4), "dev", round(float(ys[-1, 0] - ref[-1, 0]), 4))

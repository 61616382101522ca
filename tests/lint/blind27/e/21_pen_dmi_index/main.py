import numpy as np
import jax
import jax.numpy as jnp

rng = np.random.default_rng(21)
# bunk sensor: dry matter intake (kg) per pen per day
pens = rng.normal(24.0, 2.0, size=(8, 28)).astype(np.float32)
bodyweight = rng.normal(640.0, 40.0, size=(8,)).astype(np.float32)


@jax.jit
def intake_index(dmi, bw, alpha):
    # exponential smoothing of DMI relative to 3.5% of bodyweight
    target = 0.035 * bw

    def body(carry, d):
        carry = alpha * d + (1 - alpha) * carry
        return carry, carry / target

    _, ratio = jax.lax.scan(body, dmi[:, 0], dmi.T)
    return ratio.T


alpha = jnp.float32(0.3)
latest = intake_index(pens[:, -7:], bodyweight, alpha)
print("pens below 90% target on last day:", int((latest[:, -1] < 0.9).sum()))

# weekly report
for week in range(4):
    cols = slice(week * 7, week * 7 + 7)
    wk = intake_index(pens[:, cols], bw=bodyweight, alpha=alpha)
    print("week", week, float(wk.mean()))

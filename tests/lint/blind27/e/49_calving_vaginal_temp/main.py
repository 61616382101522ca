import jax
import jax.numpy as jnp

from logger import vaginal_temp_logs, clean


@jax.jit
def calving_signal(temps):
    baseline = jnp.median(temps[: temps.shape[0] // 2])
    recent = temps[-24:].mean()
    return baseline - recent


for cow, temps in vaginal_temp_logs():
    drop = calving_signal(clean(temps))
    print(cow, "temperature drop", round(float(drop), 2), "ALERT" if float(drop) > 0.3 else "")

import jax
import jax.numpy as jnp

from radar import load_traces, bucket_pad


@jax.jit
def attenuation_fit(power_db, n_valid):
    idx = jnp.arange(power_db.shape[0])
    w = (idx < n_valid).astype(jnp.float32)
    t = idx.astype(jnp.float32)
    tm = jnp.sum(w * t) / jnp.sum(w)
    pm = jnp.sum(w * power_db) / jnp.sum(w)
    slope = jnp.sum(w * (t - tm) * (power_db - pm)) / jnp.sum(w * (t - tm) ** 2)
    resid = (power_db - (pm + slope * (t - tm))) * w
    layers = jnp.sum((resid[1:-1] > resid[:-2]) & (resid[1:-1] > resid[2:]) & (resid[1:-1] > 2.0))
    return slope, layers


for i, trace in enumerate(load_traces()):
    buf, n = bucket_pad(trace)
    slope, layers = attenuation_fit(buf, n)
    print(f"trace {i}: {n} samples, attenuation {-float(slope):.3f} dB/sample, {int(layers)} internal layers")

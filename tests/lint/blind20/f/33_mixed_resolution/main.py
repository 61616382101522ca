import jax
import jax.numpy as jnp

from readers import iter_meter_days


@jax.jit
def peak_features(kw):
    peak = jnp.max(kw)
    mean = jnp.mean(kw)
    evening = jnp.mean(kw[kw.shape[0] * 17 // 24: kw.shape[0] * 21 // 24])
    return jnp.stack([peak, mean, peak / mean, evening / mean])


def main():
    rows = []
    for meter_id, res, kw in iter_meter_days():
        rows.append((meter_id, peak_features(kw)))
    for meter_id, f in rows:
        print(meter_id, [round(float(v), 3) for v in f])


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from stations import CODES, station_series


@jax.jit
def standardized_anomalies(*series):
    out = []
    for s in series:
        monthly = s[:360].reshape(12, 30).mean(axis=1)
        out.append((monthly - monthly.mean()) / monthly.std())
    return jnp.stack(out)


def main():
    for code in CODES:
        anomalies = standardized_anomalies(*station_series(code))
        print(code, anomalies.shape, float(jnp.abs(anomalies).max()))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from timeseries import history_until, synthetic_ndvi_cube


@jax.jit
def anomaly_score(history, current):
    mu = history.mean(axis=0)
    sigma = history.std(axis=0) + 1e-3
    return (current - mu) / sigma


def monitor(cube, start=4):
    alerts = []
    for t in range(start, cube.shape[0]):
        z = anomaly_score(jnp.asarray(history_until(cube, t)), jnp.asarray(cube[t]))
        alerts.append(int((z < -3.0).sum()))
    return alerts


def main():
    cube = synthetic_ndvi_cube()
    print("alerts per date:", monitor(cube))


if __name__ == "__main__":
    main()

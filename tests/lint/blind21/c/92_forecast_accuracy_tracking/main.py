import jax.numpy as jnp
import numpy as np

from tracking import accumulate, fresh_metrics


def main():
    rng = np.random.default_rng(5)
    metrics = fresh_metrics()
    for week in range(6):
        actual = jnp.asarray(rng.poisson(30, 12), jnp.float32)
        forecast = actual + jnp.asarray(rng.normal(0, 4, 12), jnp.float32)
        metrics = accumulate(metrics, forecast, actual)
    mae = float(metrics["abs_err"]) / int(metrics["count"])
    print(f"MAE {mae:.2f}, worst {float(metrics['worst']):.2f}")


if __name__ == "__main__":
    main()

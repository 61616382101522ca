import jax
import jax.numpy as jnp
import numpy as np

from sources import from_realtime, from_warehouse


@jax.jit
def metric_means(metrics):
    return {name: (jnp.mean(v), jnp.std(v) / jnp.sqrt(v.shape[0])) for name, v in metrics.items()}


def main():
    rng = np.random.default_rng(271)
    for hour in range(4):
        metrics = from_warehouse(rng) if hour % 2 == 0 else from_realtime(rng)
        summary = metric_means(metrics)
        print(hour, {k: round(float(m), 3) for k, (m, _) in summary.items()})


if __name__ == "__main__":
    main()

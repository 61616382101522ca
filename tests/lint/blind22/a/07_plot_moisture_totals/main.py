import jax
import jax.numpy as jnp
import numpy as np

N_PROBES = 12
HOURS = 24


@jax.jit
def add_daily_deficit(running, readings, field_capacity):
    deficit = jnp.clip(field_capacity - readings, 0.0, None)
    return running + deficit.mean()


def hourly_readings(rng, n_days):
    for _ in range(n_days):
        yield rng.uniform(0.15, 0.35, size=(HOURS, N_PROBES)).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    field_capacity = jnp.float32(0.32)
    for plot_id in ("north", "south", "creek"):
        deficit = 0.0
        for readings in hourly_readings(rng, n_days=5):
            deficit = add_daily_deficit(deficit, readings, field_capacity)
        print(plot_id, float(deficit))


if __name__ == "__main__":
    main()

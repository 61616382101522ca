import jax
import jax.numpy as jnp

from ehr import patient_histories


@jax.jit
def level_at(events, t_sample, k, v):
    c = 0.0
    for ev in events:
        t_dose, amount = ev[0], ev[1]
        c = c + jnp.where(t_sample >= t_dose, amount / v * jnp.exp(-k * (t_sample - t_dose)), 0.0)
    return c


def main():
    k, v = jnp.float32(0.09), jnp.float32(42.0)
    for pid, events in enumerate(patient_histories()):
        t_sample = jnp.float32(12.0 * len(events) - 0.5)
        print(f"patient {pid}: {len(events)} doses, pre-dose level {float(level_at(events, t_sample, k, v)):.2f} mg/L")


if __name__ == "__main__":
    main()

import jax.numpy as jnp

from events import flood_events
from solve import nonlinear_cascade


def main():
    for ev in flood_events():
        ts = jnp.arange(ev["hours"], dtype=jnp.float32) + 1.0
        q = nonlinear_cascade(ev["peak_rain"], ts)
        print(f"{ev['hours']:3d} h event: peak {float(q.max()):.3f} at t={int(q.argmax()) + 1}")


if __name__ == "__main__":
    main()

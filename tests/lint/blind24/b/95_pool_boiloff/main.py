import jax.numpy as jnp

from pool import advance_pool

# loss of pool cooling: decay heat steps (MW) and how many hours each is held
HEAT_SCHEDULE = [(6.0, 0.3, 3), (5.5, 1.0, 10), (5.0, 0.7, 7)]


def main():
    level, temp = jnp.float32(11.0), jnp.float32(35.0)
    hours = 0.0
    for mw, span_h, n_steps in HEAT_SCHEDULE:
        dt_h = round(span_h / n_steps, 6)
        for _ in range(n_steps):
            level, temp = advance_pool(level, temp, mw * 1e6, dt_h=dt_h, n_sub=60)
            hours += dt_h
        print(f"t={hours:.1f} h: water level {float(level):.3f} m, temperature {float(temp):.1f} C")


if __name__ == "__main__":
    main()

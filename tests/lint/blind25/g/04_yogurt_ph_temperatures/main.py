import jax
import jax.numpy as jnp

# Acidification curve of yogurt: modified Gompertz on pH drop
PH0 = 6.6


@jax.jit
def ph_at(hours, temp_c, lag_ref, rate_ref):
    q10 = 2.1
    scale = q10 ** ((temp_c - 42.0) / 10.0)
    lag = lag_ref / scale
    rate = rate_ref * scale
    drop = 2.2 * jnp.exp(-jnp.exp(rate * jnp.e / 2.2 * (lag - hours) + 1.0))
    return PH0 - drop


def main():
    hours = jnp.linspace(0.0, 8.0, 33)
    incubation_temps = jnp.asarray([37.0, 40.0, 42.0, 43.0, 45.0])
    lag_ref = jnp.float32(1.2)
    rate_ref = jnp.float32(0.55)
    for t in incubation_temps:
        curve = ph_at(hours, t, lag_ref, rate_ref)
        reach = hours[jnp.argmax(curve <= 4.6)]
        print(f"{float(t):.0f} C: pH 4.6 reached at {float(reach):.2f} h")
    nominal = ph_at(hours, jnp.float32(42.0), lag_ref, rate_ref)
    print("final pH at 42 C:", float(nominal[-1]))


if __name__ == "__main__":
    main()

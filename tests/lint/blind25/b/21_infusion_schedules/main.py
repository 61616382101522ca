import jax
import jax.numpy as jnp


STANDARD = (0.0, 8.0, 16.0)


def loading_regimen(extra_times):
    times = [0.0, 4.0]
    times.extend(extra_times)
    return times


def clinic_regimens():
    yield "standard", STANDARD
    yield "loading", loading_regimen([12.0])
    yield "standard-late", tuple(t + 2.0 for t in STANDARD)
    yield "loading-late", loading_regimen([14.0])


@jax.jit
def infusion_levels(dose_times, t, k, v):
    c = jnp.zeros_like(t)
    for td in dose_times:
        c = c + jnp.where(t >= td, 100.0 / v * jnp.exp(-k * (t - td)), 0.0)
    return c


def main():
    t = jnp.linspace(0.0, 36.0, 145)
    k = jnp.float32(0.12)
    v = jnp.float32(25.0)
    for name, times in clinic_regimens():
        c = infusion_levels(times, t, k, v)
        print(f"{name:14s} peak {float(c.max()):6.2f}  at 36h {float(c[-1]):6.2f}")


if __name__ == "__main__":
    main()

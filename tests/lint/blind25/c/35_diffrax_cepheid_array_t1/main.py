import diffrax
import equinox as eqx
import jax.numpy as jnp
import numpy as np


def van_der_pol(t, y, mu):
    x, v = y
    return jnp.stack([v, mu * (1 - x ** 2) * v - x])


@eqx.filter_jit
def pulsation_curve(mu, t_end):
    ts = jnp.linspace(0.0, 1.0, 200) * t_end
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(van_der_pol), diffrax.Dopri5(), t0=0.0, t1=t_end, dt0=0.05,
        y0=jnp.array([2.0, 0.0]), args=mu, saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7), max_steps=8192)
    return ts, sol.ys[:, 0]


def limit_cycle_period(mu):
    return (3 - 2 * np.log(2)) * mu if mu > 2 else 2 * np.pi * (1 + mu ** 2 / 16)


def main():
    for mu, cycles in [(0.5, 4), (1.0, 3), (2.0, 5), (3.0, 2)]:
        t_end = jnp.asarray(cycles * limit_cycle_period(mu), dtype=jnp.float32)
        ts, x = pulsation_curve(jnp.float32(mu), t_end)
        mag = -2.5 * jnp.log10(1.5 + 0.3 * x)
        print(f"mu={mu}: amplitude {float(mag.max() - mag.min()):.3f} mag over t={float(t_end):.1f}")


if __name__ == "__main__":
    main()

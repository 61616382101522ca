import numpy as np
import diffrax
import jax
import jax.numpy as jnp

GRID = jnp.linspace(0.0, 1.0, 40)


def cider_rhs(t, y, args):
    x, s, e = y
    mu_max, ks, ki = args
    mu = mu_max * s / (ks + s) * jnp.exp(-e / ki)
    return jnp.stack([mu * x, -mu * x / 0.1, mu * x * 4.7])


@jax.jit
def cider_curve(y0, args, t_end):
    ts = GRID * t_end
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(cider_rhs), diffrax.Tsit5(), t0=0.0, t1=t_end, dt0=0.2, y0=y0, args=args,
        saveat=diffrax.SaveAt(ts=ts), stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
        max_steps=4096,
    )
    return ts, sol.ys


def main():
    rng = np.random.default_rng(0)
    args = (jnp.float32(0.09), jnp.float32(5.0), jnp.float32(70.0))
    for press in range(5):
        sugar = float(rng.uniform(100, 140))
        days = float(rng.integers(8, 21))
        y0 = jnp.array([0.1, sugar, 0.0], dtype=jnp.float32)
        ts, ys = cider_curve(y0, args, jnp.float32(days * 24.0))
        print(f"press {press}: {days:.0f} d, residual sugar {float(ys[-1, 1]):.1f} g/L, ethanol {float(ys[-1, 2]):.1f} g/L")


if __name__ == "__main__":
    main()

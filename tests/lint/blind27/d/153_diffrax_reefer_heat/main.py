import diffrax
import equinox as eqx
import jax.numpy as jnp

MAX_STEPS = 8192


def heat_rhs(t, T, args):
    ambient, heater_kw, ua = args
    return (heater_kw - ua * (T - ambient - 3.0 * jnp.sin(2 * jnp.pi * t / 24.0))) / 450.0


@eqx.filter_jit
def reefer_heat(T0, args, hours):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(heat_rhs), diffrax.Tsit5(), t0=0.0, t1=hours, dt0=0.25, y0=T0, args=args,
        saveat=diffrax.SaveAt(t1=True), max_steps=MAX_STEPS,
    )
    return sol.ys[-1]


VOYAGES = {"Rotterdam-Hull": 14.0, "Rotterdam-Lisbon": 62.0, "Rotterdam-Genoa": 130.0, "Rotterdam-Santos": 290.0}


def main():
    args = (jnp.float32(12.0), jnp.float32(35.0), jnp.float32(0.8))
    for name, hours in VOYAGES.items():
        T = reefer_heat(jnp.float32(45.0), args, jnp.float32(hours))
        print(f"{name}: {float(T):.1f} C")


if __name__ == "__main__":
    main()

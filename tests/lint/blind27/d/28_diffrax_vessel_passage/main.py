import diffrax
import jax
import jax.numpy as jnp

N_OUT = 25


def rhs(t, y, args):
    speed, fuel = y
    thrust, drag, sfoc = args
    dv = (thrust - drag * speed ** 2) / 50.0
    return jnp.stack([dv, sfoc * thrust])


@jax.jit
def simulate_passage(y0, args, hours):
    ts = jnp.linspace(0.0, 1.0, N_OUT) * hours
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(rhs), diffrax.Tsit5(), t0=0.0, t1=hours, dt0=0.1, y0=y0, args=args,
        saveat=diffrax.SaveAt(ts=ts), max_steps=4096,
    )
    return sol.ys


VOYAGES = [("Dover-Calais", 2.0), ("Hamburg-Oslo", 22.0), ("Genoa-Barcelona", 18.0), ("Piraeus-Heraklion", 9.0)]


def main():
    y0 = jnp.array([12.0, 0.0])
    args = (jnp.float32(20.0), jnp.float32(0.14), jnp.float32(0.18))
    for name, hours in VOYAGES:
        ys = simulate_passage(y0, args, hours)
        print(f"{name}: final speed {float(ys[-1, 0]):.2f} kn, fuel {float(ys[-1, 1]):.1f} t")


if __name__ == "__main__":
    main()

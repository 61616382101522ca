import jax
import jax.numpy as jnp
import diffrax

MAX_TERM = 40
GRID = jnp.arange(MAX_TERM + 1, dtype=jnp.float32)


def field(t, V, args):
    x0, r, premium, benefit, term = args
    mu = 3e-4 + 6e-5 * jnp.exp(0.095 * (x0 + t - 40.0))
    inforce = (t < term).astype(jnp.float32)
    return inforce * (r * V + premium - mu * (benefit - V))


@jax.jit
def prospective_reserve(x0, r, premium, benefit, term):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(field), diffrax.Tsit5(),
        t0=float(MAX_TERM), t1=0.0, dt0=-0.25, y0=jnp.array(0.0),
        args=(x0, r, premium, benefit, term),
        saveat=diffrax.SaveAt(ts=GRID[::-1]),
    )
    return sol.ys[::-1]


def main():
    book = [(35.0, 10.0, 120.0), (45.0, 15.0, 310.0), (30.0, 20.0, 95.0), (50.0, 10.0, 520.0), (40.0, 25.0, 210.0)]
    for age, term, prem in book:
        V = prospective_reserve(age, 0.03, prem, 1e5, term)
        print(age, int(term), round(float(V[0]), 1), round(float(V[int(term) // 2]), 1))


if __name__ == "__main__":
    main()
